import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { recountForDocuments } from './recount_documents.js'
import { storedNow } from './set_timestamp.js'

/**
 * Moves documents to the recycle bin: the caller's own, or any with the delete permission.
 * Documents that are not the caller's are skipped silently; none at all is a 403.
 */
export async function trashDocuments(input: { ids: number[]; actorId: number; canManage: boolean }) {
  const query = db.from('documents').whereIn('id', input.ids).whereNull('deleted_at')
  if (!input.canManage) query.where('user_id', input.actorId)
  const ids = (await query.select('id')).map((row) => Number(row.id))
  if (ids.length === 0) throw ApiError.forbidden('没有可以删除的文档：只能删除自己上传的文档')

  await db.transaction(async (trx) => {
    await trx
      .from('documents')
      .whereIn('id', ids)
      .whereNull('deleted_at')
      .update({ deleted_at: storedNow(), deleted_user_id: input.actorId, updated_at: storedNow() })
    await recountForDocuments(ids, trx)
  })
  await emitter.emit('documents:changed', { documentIds: ids })
  return ids
}
