import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { recountForDocuments } from './recount_documents.js'
import { storedNow } from './set_timestamp.js'

/** Takes documents out of the recycle bin, with the status they had. */
export async function restoreDocuments(ids: number[]) {
  const rows = await db.from('documents').whereIn('id', ids).whereNotNull('deleted_at').select('id')
  if (rows.length === 0) throw ApiError.notFound('回收站中没有这些文档')
  const restored = rows.map((row) => Number(row.id))
  await db.transaction(async (trx) => {
    await trx.from('documents').whereIn('id', restored).update({ deleted_at: null, deleted_user_id: 0, updated_at: storedNow() })
    await recountForDocuments(restored, trx)
  })
  await emitter.emit('documents:changed', { documentIds: restored })
  return restored
}
