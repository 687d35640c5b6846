/**
 * Part of `npm start` and `npm test` (scripts/bootstrap.sh): names each conversion program the
 * bootstrap could not install and the formats that therefore fail, in the words the admin
 * panel's 运行环境检测 uses. Prints nothing when everything is there; never fails the start.
 */
await import('@poppinss/ts-exec')
const { resolveTools } = await import('../plugins/documents/services/conversion/tools.js')
const { disabledFormats, disabledFormatsReport } = await import('../plugins/documents/services/conversion/disabled_formats.js')

for (const line of disabledFormatsReport(disabledFormats(await resolveTools()))) {
  process.stdout.write(`\x1b[33m[docsite]\x1b[0m ${line}\n`)
}
