/**
 * Per-document time of the kept-running LibreOffice (OfficeConverter, warm) against a cold
 * `soffice --convert-to pdf` per document, on the same files, in one run.
 *
 *   node bench/conversion/office_warm_vs_cold.ts [--runs=5] [file ...]
 *
 * Default files: the test fixtures (docx, pptx, xlsx, csv) and a generated ~20-page
 * Chinese/English docx. The cold runs reuse one existing profile directory, so they
 * measure LibreOffice's start, not its first-run profile creation.
 */
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

await import('@poppinss/ts-exec')
const { loadAverage, median, mixedHtml, run, timed } = await import('./bench_lib.js')
const engine = await import('../../plugins/documents/services/conversion/index.js')

const args = process.argv.slice(2)
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? '5')
const root = path.resolve('tmp/bench-conversion/office')
await mkdir(root, { recursive: true })
const tools = await engine.resolveTools()
if (!tools.soffice) throw new Error('LibreOffice is not installed')
if (!tools.python) throw new Error('python3-uno is not installed: the warm converter cannot run')

const fixtures = path.resolve('plugins/documents/tests/fixtures')
async function generatedDocx() {
  const docx = path.join(root, 'long.docx')
  if (existsSync(docx)) return docx
  const html = path.join(root, 'long.html')
  await writeFile(html, mixedHtml(200, 11))
  const profile = pathToFileURL(path.join(root, 'gen-profile')).href
  await run(tools.soffice!, [
    '--headless',
    `-env:UserInstallation=${profile}`,
    '--infilter=HTML (StarWriter)',
    '--convert-to',
    'docx:MS Word 2007 XML',
    '--outdir',
    root,
    html,
  ])
  return docx
}

const files = args.filter((arg) => !arg.startsWith('--'))
const inputs = files.length
  ? files.map((file) => ({ file: path.resolve(file), import: {} }))
  : [
      { file: path.join(fixtures, 'sample.docx'), import: {} },
      { file: path.join(fixtures, 'sample.pptx'), import: {} },
      { file: path.join(fixtures, 'sample.xlsx'), import: {} },
      { file: path.join(fixtures, 'sample.csv'), import: engine.CSV_IMPORT },
      { file: await generatedDocx(), import: {} },
    ]

const coldProfile = pathToFileURL(path.join(root, 'cold-profile')).href
const coldOut = path.join(root, 'cold-out')
async function cold(input: { file: string; import: { filter?: string; filterOptions?: string } }) {
  await rm(coldOut, { recursive: true, force: true })
  const infilter = input.import.filter ? [`--infilter=${input.import.filter}:${input.import.filterOptions}`] : []
  await run(tools.soffice!, [
    '--headless',
    '--invisible',
    '--nologo',
    '--norestore',
    '--nodefault',
    `-env:UserInstallation=${coldProfile}`,
    ...infilter,
    '--convert-to',
    'pdf',
    '--outdir',
    coldOut,
    input.file,
  ])
}

console.log(`LibreOffice: ${tools.soffice}; ${runs} runs per file; load average before: ${await loadAverage()}`)
await cold(inputs[0]) // creates the cold profile once

const office = new engine.OfficeConverter({ mode: 'warm', baseDir: root, restartAfter: 10_000 })
const startMs = await timed(() => office.convert(inputs[0].file, path.join(root, 'first.pdf'), inputs[0].import))

const rows: string[] = []
const warmAll: number[] = []
const coldAll: number[] = []
for (const input of inputs) {
  const warmTimes: number[] = []
  const coldTimes: number[] = []
  for (let round = 0; round < runs; round++) {
    warmTimes.push(await timed(() => office.convert(input.file, path.join(root, 'warm.pdf'), input.import)))
    coldTimes.push(await timed(() => cold(input)))
  }
  const warm = median(warmTimes)
  const coldMedian = median(coldTimes)
  warmAll.push(warm)
  coldAll.push(coldMedian)
  rows.push(`| ${path.basename(input.file)} | ${coldMedian.toFixed(0)} ms | ${warm.toFixed(0)} ms | ${(coldMedian / warm).toFixed(1)}× |`)
}
await office.close()

console.log('')
console.log('| document | cold `soffice --convert-to pdf` | kept-running (warm) | speed-up |')
console.log('|---|---:|---:|---:|')
for (const row of rows) console.log(row)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
console.log(
  `| all ${inputs.length} documents | ${sum(coldAll).toFixed(0)} ms | ${sum(warmAll).toFixed(0)} ms | ${(sum(coldAll) / sum(warmAll)).toFixed(1)}× |`
)
console.log(`\nwarm start (LibreOffice start + UNO connect + first document): ${startMs.toFixed(0)} ms`)
console.log(`load average after: ${await loadAverage()}`)
