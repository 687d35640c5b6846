import db from '@adonisjs/lucid/services/db'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'

/**
 * Download records of copied documents (a member's 我的下载, and the daily limits that count
 * them). A download by a visitor or an account not copied keeps user 0. Documents keep
 * MOREDOC's download count, copied with them; no credits move.
 */
export async function importDownloads(context: ImportContext) {
  const users = await mappedIds('user')
  const documents = await mappedIds('document')
  return importEachRow(context, {
    kind: 'download',
    label: '下载记录',
    table: 'download',
    copy: (row) =>
      db.transaction(async (trx) => {
        const documentId = documents.get(Number(row.document_id))
        if (!documentId) return { skipped: `文档 ${row.document_id} 未迁移` }
        const id = insertedId(
          await trx
            .insertQuery()
            .table('document_downloads')
            .insert({
              document_id: documentId,
              user_id: users.get(Number(row.user_id)) ?? 0,
              ip: String(row.ip ?? '').slice(0, 64),
              created_at: timestamp(row.created_at),
            })
        )
        await remember('download', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
}
