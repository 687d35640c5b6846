import type { MoredocSource } from './moredoc_source.js'
import { mappedIds, type ImportKind } from './import_map.js'
import { kindReport, type ImportProgress, type KindReport } from './import_report.js'

export interface ImportContext {
  source: MoredocSource
  /** MOREDOC's uploads folder, as the operator gave it. */
  uploads: string
  progress: ImportProgress
}

/** A row was copied (its id here) or left out for a reason the report gives. */
export type RowOutcome = { imported: number; note?: string } | { skipped: string }

/**
 * Walks one MOREDOC table in id order and copies each row not copied before; `copy` writes
 * the row and its map entry in one transaction. A left-out row is not remembered: once its
 * cause is fixed (a missing file put back), the next run copies it.
 */
export async function importEachRow(
  context: ImportContext,
  options: {
    kind: ImportKind
    label: string
    table: string
    rows?: AsyncIterable<Record<string, any>> | Iterable<Record<string, any>>
    total?: number
    copy: (row: Record<string, any>) => Promise<RowOutcome>
  }
): Promise<KindReport> {
  const report = kindReport(options.kind, options.label)
  const done = await mappedIds(options.kind)
  context.progress.start(options.label, options.total ?? (await context.source.count(options.table)))
  for await (const row of options.rows ?? context.source.rows(options.table)) {
    const sourceId = Number(row.id)
    if (done.has(sourceId)) {
      report.alreadyImported += 1
    } else {
      const outcome = await options.copy(row)
      if ('imported' in outcome) {
        report.imported += 1
        if (outcome.note) report.notes.push({ sourceId, note: outcome.note })
      } else report.skipped.push({ sourceId, reason: outcome.skipped })
    }
    context.progress.advance()
  }
  context.progress.finish()
  return report
}
