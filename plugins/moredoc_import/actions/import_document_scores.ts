import db from '@adonisjs/lucid/services/db'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'

/**
 * Members' ratings of copied documents (a member rates a document once, so a rating here
 * by the same member stays). The documents keep MOREDOC's average and count, copied with them.
 */
export async function importDocumentScores(context: ImportContext) {
  const users = await mappedIds('user')
  const documents = await mappedIds('document')
  return importEachRow(context, {
    kind: 'document_score',
    label: '文档评分',
    table: 'document_score',
    copy: (row) =>
      db.transaction(async (trx) => {
        const documentId = documents.get(Number(row.document_id))
        const userId = users.get(Number(row.user_id))
        if (!documentId) return { skipped: `文档 ${row.document_id} 未迁移` }
        if (!userId) return { skipped: `用户 ${row.user_id} 未迁移` }
        const existing = await trx.from('document_scores').where({ document_id: documentId, user_id: userId }).select('id').first()
        const id = existing
          ? Number(existing.id)
          : insertedId(
              await trx
                .insertQuery()
                .table('document_scores')
                .insert({
                  document_id: documentId,
                  user_id: userId,
                  score: Number(row.score ?? 0),
                  created_at: timestamp(row.created_at),
                  updated_at: timestamp(row.updated_at ?? row.created_at),
                })
            )
        await remember('document_score', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
}
