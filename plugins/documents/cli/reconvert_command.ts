import type { Command } from 'commander'
import db from '@adonisjs/lucid/services/db'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'
import { DocumentStatus } from '../enums/document_status.js'
import { setDocumentsReconverting } from '../actions/set_documents_reconverting.js'
import { waitForConversions } from './conversion_progress.js'

interface ReconvertCliOptions {
  id?: string
  status?: string
  all?: boolean
}

/** Statuses a reconvert may take: not hidden ones (that would publish them), not one being converted. */
const RECONVERTIBLE = [DocumentStatus.Pending, DocumentStatus.Converted, DocumentStatus.Failed, DocumentStatus.Reconvert] as number[]

async function chosenIds(options: ReconvertCliOptions) {
  const query = db.from('documents').whereNull('deleted_at').whereIn('status', RECONVERTIBLE).orderBy('id', 'asc')
  if (options.id) {
    const ids = options.id.split(',').map((part) => Number(part.trim()))
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new CliError('--id takes document ids separated by commas, e.g. 1,2')
    query.whereIn('id', ids)
  }
  if (options.status !== undefined) {
    const status = Number(options.status)
    if (!RECONVERTIBLE.includes(status)) {
      throw new CliError(`--status must be one of ${RECONVERTIBLE.join(', ')} (0 待转换, 2 已转换, 3 转换失败, 5 重新转换)`)
    }
    query.where('status', status)
  }
  return (await query.select('id')).map((row) => Number(row.id))
}

export function reconvertCommand(documents: Command) {
  documents
    .command('reconvert')
    .description('Convert documents again (status 5) and, with the in-process queue, wait for them')
    .option('--id <ids>', 'document ids, separated by commas')
    .option('--status <n>', 'every document in this status, e.g. 3 for the failed ones')
    .option('--all', 'every document that is not hidden or in the recycle bin')
    .action(async (options: ReconvertCliOptions) => {
      if (!options.id && options.status === undefined && !options.all) {
        throw new CliError('choose the documents: --id 1,2, --status 3 or --all')
      }
      const ids = await chosenIds(options)
      if (ids.length === 0) {
        print('no document to reconvert')
        return
      }
      const queued = await setDocumentsReconverting(ids)
      print(`${queued.length} document(s) set to convert again`)
      const conversions = await waitForConversions(queued)
      if (!conversions.waited) {
        print('the docsite worker processes convert them')
        return
      }
      print(`converted ${conversions.converted}, failed ${conversions.failed.length}`)
      for (const failure of conversions.failed) print(`  #${failure.id} ${failure.title}: ${failure.error}`)
      if (conversions.failed.length) throw new CliError(`${conversions.failed.length} document(s) failed to convert`)
    })
}
