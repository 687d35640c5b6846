import path from 'node:path'
import cliProgress from 'cli-progress'
import type { Command } from 'commander'
import { queue } from '#core/queue/contracts'
import { CliError } from '#cli/support/cli_error'
import { commandGroup } from '#cli/support/command_group'
import { print, printTable } from '#cli/support/output'
import { DocumentStatus, waitUntilConverted } from '#plugins/documents/contracts'
import { importMoredocSite } from '../actions/import_moredoc_site.js'
import type { ImportProgress, KindReport } from '../services/import_report.js'

interface Options {
  mysql: string
  uploads: string
  prefix: string
}

/** One bar per kind, drawn only on a terminal (cli-progress stays silent otherwise). */
function terminalProgress(): ImportProgress {
  let bar: cliProgress.SingleBar | undefined
  return {
    start(label, total) {
      bar = new cliProgress.SingleBar({ format: `${label} {bar} {value}/{total}`, hideCursor: true }, cliProgress.Presets.shades_classic)
      bar.start(total, 0)
    },
    advance: () => bar?.increment(),
    finish: () => bar?.stop(),
  }
}

function printReport(reports: KindReport[]) {
  printTable(
    ['kind', 'imported', 'already imported', 'skipped'],
    reports.map((report) => [report.label, report.imported, report.alreadyImported, report.skipped.length])
  )
  for (const report of reports) {
    for (const { sourceId, reason } of report.skipped) print(`  skipped ${report.kind}${sourceId ? ` ${sourceId}` : ''}: ${reason}`)
    for (const { sourceId, note } of report.notes) print(`  note    ${report.kind}${sourceId ? ` ${sourceId}` : ''}: ${note}`)
  }
}

/** With the in-process queue this process converts: it waits for the documents before it exits. */
async function convertHere(ids: number[]) {
  if (ids.length === 0) return
  if (queue.driverName !== 'in-process') {
    print(`${ids.length} document(s) queued for conversion by the docsite worker processes`)
    return
  }
  const bar = new cliProgress.SingleBar(
    { format: 'converting {bar} {value}/{total}', hideCursor: true },
    cliProgress.Presets.shades_classic
  )
  bar.start(ids.length, 0)
  const rows = await waitUntilConverted(ids, { onProgress: (done) => bar.update(done) })
  bar.stop()
  const failed = rows.filter((row) => row.status === DocumentStatus.Failed)
  print(`converted ${rows.length - failed.length}, conversion failed ${failed.length}`)
  for (const row of failed) print(`  #${row.id} ${row.title}: ${row.convertError}`)
}

export default function importCommand(program: Command) {
  commandGroup(program, 'import', 'Import a site from another system')
    .command('moredoc')
    .description('Copy a MOREDOC site (users, groups, categories, documents with their files); run again to copy only what is new')
    .requiredOption('--mysql <url>', "MOREDOC's database, mysql://user:password@host:3306/database")
    .requiredOption('--uploads <dir>', "MOREDOC's uploads folder (its documents/ folder is looked for beside it)")
    .option('--prefix <prefix>', "MOREDOC's table prefix", 'mnt_')
    .action(async (options: Options) => {
      // bin/docsite.js moves to the app root; the shell's PWD is where the operator typed the path.
      const uploads = path.resolve(process.env.PWD ?? process.cwd(), options.uploads)
      let result
      try {
        result = await importMoredocSite({ mysql: options.mysql, uploads, prefix: options.prefix, progress: terminalProgress() })
      } catch (error) {
        throw new CliError((error as Error).message)
      }
      printReport(result.reports)
      await convertHere(result.queuedDocumentIds)
    })
}
