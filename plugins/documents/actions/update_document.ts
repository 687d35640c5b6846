import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Document from '../models/document.js'
import { QUEUED_STATUSES, type DocumentStatusValue } from '../enums/document_status.js'
import type { CopyProtectionValue } from '../enums/copy_protection.js'
import { recountCategories, recountForDocuments, recountLanguages } from './recount_documents.js'
import { queueConversion } from './queue_conversion.js'
import { assertLanguage, documentCategoriesToFile } from './create_documents.js'

export interface UpdateDocumentInput {
  id: number
  actorId: number
  /** The caller holds the "edit others' documents" permission. */
  canManage: boolean
  title?: string
  keywords?: string
  description?: string
  price?: number
  language?: string
  categoryIds?: number[]
  status?: DocumentStatusValue
  /** 复制保护 for this document: staff only, like the status. */
  copyProtection?: CopyProtectionValue
}

/**
 * Edits a document: its uploader may change what describes it, a holder of the edit
 * permission anyone's and also its status. Counters follow category, language and status.
 */
export async function updateDocument(input: UpdateDocumentInput): Promise<Document> {
  const document = await Document.query().where('id', input.id).whereNull('deletedAt').first()
  if (!document) throw ApiError.notFound('文档不存在')
  if (document.userId !== input.actorId && !input.canManage) throw ApiError.forbidden('您只能编辑自己上传的文档')
  if (input.status !== undefined && !input.canManage) throw ApiError.forbidden('您没有权限修改文档状态')
  if (input.copyProtection !== undefined && !input.canManage) throw ApiError.forbidden('您没有权限修改文档的复制保护')
  if (input.language !== undefined) await assertLanguage(input.language)
  if (input.categoryIds?.length === 0) throw ApiError.badRequest('请选择分类')
  const categoryIds = input.categoryIds ? await documentCategoriesToFile(input.categoryIds) : undefined

  const oldLanguage = document.language
  const statusChanged = input.status !== undefined && input.status !== document.status
  document.merge({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.keywords !== undefined && { keywords: input.keywords }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.language !== undefined && { language: input.language }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.copyProtection !== undefined && { copyProtection: input.copyProtection }),
  })

  await db.transaction(async (trx) => {
    document.useTransaction(trx)
    await document.save()
    if (categoryIds) {
      const previous = await trx.from('document_categories').where('document_id', document.id).select('category_id')
      await trx.from('document_categories').where('document_id', document.id).delete()
      await trx
        .table('document_categories')
        .multiInsert(categoryIds.map((categoryId) => ({ document_id: document.id, category_id: categoryId })))
      await recountCategories(
        previous.map((row) => Number(row.category_id)),
        trx
      )
    }
    if (oldLanguage !== document.language) await recountLanguages([oldLanguage], trx)
    await recountForDocuments([document.id], trx)
  })

  if (statusChanged && QUEUED_STATUSES.includes(document.status)) await queueConversion([document.id])
  await emitter.emit('documents:changed', { documentIds: [document.id] })
  return document
}
