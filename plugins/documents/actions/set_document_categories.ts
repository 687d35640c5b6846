import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { Category, CATEGORY_TYPE, withAncestors } from '#plugins/categories/contracts'
import { recountCategories, recountForDocuments } from './recount_documents.js'

/** Files the documents under these document categories (type 0) and their ancestors, replacing the old ones. */
export async function setDocumentCategories(input: { documentIds: number[]; categoryIds: number[] }) {
  const chosen = [...new Set(input.categoryIds)]
  const categories = await Category.query().whereIn('id', chosen).where('type', CATEGORY_TYPE.Document).select('id')
  if (categories.length !== chosen.length) throw ApiError.badRequest('分类不存在或不是文档分类')
  const categoryIds = await withAncestors(chosen)

  const rows = await db.from('documents').whereIn('id', input.documentIds).select('id')
  if (rows.length === 0) throw ApiError.notFound('文档不存在')
  const ids = rows.map((row) => Number(row.id))

  await db.transaction(async (trx) => {
    const previous = await trx.from('document_categories').whereIn('document_id', ids).select('category_id')
    await trx.from('document_categories').whereIn('document_id', ids).delete()
    await trx
      .table('document_categories')
      .multiInsert(ids.flatMap((documentId) => categoryIds.map((categoryId) => ({ document_id: documentId, category_id: categoryId }))))
    await recountCategories(
      previous.map((row) => Number(row.category_id)).filter((id) => !categoryIds.includes(id)),
      trx
    )
    await recountForDocuments(ids, trx)
  })
  await emitter.emit('documents:changed', { documentIds: ids })
  return ids
}
