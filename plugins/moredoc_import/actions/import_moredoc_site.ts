import { stat } from 'node:fs/promises'
import { openMoredocSource } from '../services/moredoc_source.js'
import { SILENT_PROGRESS, type ImportProgress, type KindReport } from '../services/import_report.js'
import type { ImportContext } from '../services/import_context.js'
import { importGroups } from './import_groups.js'
import { importUsers } from './import_users.js'
import { importUserGroups } from './import_user_groups.js'
import { importCategories } from './import_categories.js'
import { importDocuments } from './import_documents.js'

export interface MoredocImportInput {
  /** mysql://user:password@host:port/database of the MOREDOC site. */
  mysql: string
  /** MOREDOC's uploads folder (its documents/ folder is looked for beside it too). */
  uploads: string
  /** MOREDOC's table prefix. */
  prefix?: string
  progress?: ImportProgress
}

export interface MoredocImportResult {
  reports: KindReport[]
  /** Documents handed to the conversion queue by this run. */
  queuedDocumentIds: number[]
}

/**
 * Copies a MOREDOC site kind by kind, in the order rows refer to each other (groups and
 * users before memberships, categories and users before documents). Each kind remembers
 * what it copied, so running it again copies only what is new or was left out before.
 */
export async function importMoredocSite(input: MoredocImportInput): Promise<MoredocImportResult> {
  const info = await stat(input.uploads).catch(() => null)
  if (!info?.isDirectory()) throw new Error(`--uploads: ${input.uploads} is not a folder`)
  const source = await openMoredocSource(input.mysql, input.prefix ?? 'mnt_')
  const context: ImportContext = { source, uploads: input.uploads, progress: input.progress ?? SILENT_PROGRESS }
  try {
    if (!(await source.hasTable('user'))) {
      throw new Error(`no table ${source.table('user')} in MOREDOC's database: is it a MOREDOC database, and is --prefix right?`)
    }
    const reports: KindReport[] = []
    reports.push(await importGroups(context))
    reports.push(await importUsers(context))
    reports.push(await importUserGroups(context))
    reports.push(await importCategories(context))
    const documents = await importDocuments(context)
    reports.push(documents.report)
    return { reports, queuedDocumentIds: documents.queued }
  } finally {
    await source.close()
  }
}
