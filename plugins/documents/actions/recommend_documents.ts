import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { recountForDocuments } from './recount_documents.js'
import { storedNow } from './set_timestamp.js'

/**
 * type 0 takes the recommendation back; 1 recommends (an already recommended document
 * keeps its place); 2 recommends again, moving it to the top of the newest recommended.
 */
export async function recommendDocuments(input: { ids: number[]; type: 0 | 1 | 2 }) {
  const rows = await db.from('documents').whereIn('id', input.ids).whereNull('deleted_at').select('id')
  if (rows.length === 0) throw ApiError.notFound('文档不存在或已被删除')
  const ids = rows.map((row) => Number(row.id))
  const now = storedNow()
  await db.transaction(async (trx) => {
    const query = trx.from('documents').whereIn('id', ids)
    if (input.type === 0) await query.update({ recommend_at: null, updated_at: now })
    else if (input.type === 1) await query.whereNull('recommend_at').update({ recommend_at: now, updated_at: now })
    else await query.update({ recommend_at: now, updated_at: now })
    await recountForDocuments(ids, trx)
  })
  return ids
}
