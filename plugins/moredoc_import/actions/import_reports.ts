import db from '@adonisjs/lucid/services/db'
import { REPORT_REASON_LABELS, TargetKind } from '#plugins/community/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'

/** Reports of copied documents (MOREDOC reports only documents), handled or not, with the same reasons. */
export async function importReports(context: ImportContext) {
  const users = await mappedIds('user')
  const documents = await mappedIds('document')
  return importEachRow(context, {
    kind: 'report',
    label: '举报',
    table: 'report',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        const documentId = documents.get(Number(row.document_id))
        if (!userId) return { skipped: `举报人（用户 ${row.user_id}）未迁移` }
        if (!documentId) return { skipped: `文档 ${row.document_id} 未迁移` }
        const reason = Number(row.reason)
        if (!REPORT_REASON_LABELS[reason]) return { skipped: `本站没有举报原因 ${reason}` }
        const where = { user_id: userId, type: TargetKind.Document, target_id: documentId }
        const existing = await trx.from('community_reports').where(where).select('id').first()
        const id = existing
          ? Number(existing.id)
          : insertedId(
              await trx
                .insertQuery()
                .table('community_reports')
                .insert({
                  ...where,
                  target_title: String(row.document_title ?? '').slice(0, 255),
                  reason,
                  status: Boolean(Number(row.status ?? 0)),
                  remark: String(row.remark ?? '').slice(0, 512),
                  created_at: timestamp(row.created_at),
                  updated_at: timestamp(row.updated_at ?? row.created_at),
                })
            )
        await remember('report', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
}
