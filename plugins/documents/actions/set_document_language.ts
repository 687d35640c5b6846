import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { recountForDocuments, recountLanguages } from './recount_documents.js'
import { storedNow } from './set_timestamp.js'

/** Files the documents under one language (its code), or under none with ''. */
export async function setDocumentLanguage(input: { documentIds: number[]; language: string }) {
  if (input.language) {
    const known = await db.from('languages').where('code', input.language).first()
    if (!known) throw ApiError.badRequest('语言不存在')
  }
  const rows = await db.from('documents').whereIn('id', input.documentIds).select('id', 'language')
  if (rows.length === 0) throw ApiError.notFound('文档不存在')
  const ids = rows.map((row) => Number(row.id))

  await db.transaction(async (trx) => {
    await trx.from('documents').whereIn('id', ids).update({ language: input.language, updated_at: storedNow() })
    await recountLanguages(
      rows.map((row) => String(row.language)),
      trx
    )
    await recountForDocuments(ids, trx)
  })
  await emitter.emit('documents:changed', { documentIds: ids })
  return ids
}
