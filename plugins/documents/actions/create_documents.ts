import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { ApiError } from '#core/kernel/http/api_error'
import { uploadsNeedReview } from '../capabilities.js'
import { DynamicType, recordDynamic, type DynamicPart } from '#core/accounts/contracts'
import { Attachment, AttachmentType, claimAttachment } from '#core/storage/contracts'
import { effectivelyEnabledIds, withAncestors, CATEGORY_TYPE } from '#plugins/categories/contracts'
import Document from '../models/document.js'
import { DocumentStatus, type DocumentStatusValue } from '../enums/document_status.js'
import { recountForDocuments } from './recount_documents.js'
import { queueConversion } from './queue_conversion.js'
import { titleFromName } from './store_document_file.js'
import { defaultKeywords } from './upload_default_keywords.js'

const CONVERTED_ON_UPLOAD: DocumentStatusValue[] = [DocumentStatus.Pending, DocumentStatus.PendingReview]

export interface NewDocumentItem {
  attachmentId: number
  title?: string | null
  price?: number | null
  language?: string | null
  keywords?: string | null
  description?: string | null
}

export interface CreateDocumentsInput {
  userId: number
  categoryIds: number[]
  items: NewDocumentItem[]
  /** Forced status (the importer); otherwise pending, or pending review for groups that review. */
  status?: DocumentStatusValue
}

/**
 * One feed line per upload, for the uploader alone (announcePublished tells everyone once a
 * document can be read): a batch names its first documents and how many there were.
 */
async function recordUpload(userId: number, documents: Document[]) {
  const named = documents
    .slice(0, 3)
    .flatMap((document, index): DynamicPart[] => [
      index > 0 ? '、《' : '《',
      { text: document.title, href: `/document/${document.id}` },
      '》',
    ])
  const more = documents.length > 3 ? `等 ${documents.length} 篇文档` : ''
  await recordDynamic(userId, DynamicType.UploadSubmitted, ['上传了文档', ...named, more])
}

/** Every category must be a document category that visitors can reach. */
export async function assertDocumentCategories(categoryIds: number[]) {
  if (categoryIds.length === 0) return
  const enabled = new Set(await effectivelyEnabledIds(CATEGORY_TYPE.Document))
  if (categoryIds.some((id) => !enabled.has(id))) throw ApiError.badRequest('分类不存在或已被禁用')
}

/** The enabled document categories to file under: the chosen ones and their ancestors. */
export async function documentCategoriesToFile(categoryIds: number[]) {
  await assertDocumentCategories(categoryIds)
  return withAncestors(categoryIds)
}

/** An empty code means "no language"; any other must be an enabled language. */
export async function assertLanguage(code: string) {
  if (!code) return
  const row = await db.from('languages').where('code', code).where('enable', true).select('id').first()
  if (!row) throw ApiError.badRequest('语言不存在或已被禁用')
}

async function ownUploads(userId: number, attachmentIds: number[]) {
  if (new Set(attachmentIds).size !== attachmentIds.length) throw ApiError.badRequest('同一个文件不能重复提交')
  const rows = await Attachment.query()
    .whereIn('id', attachmentIds)
    .where('userId', userId)
    .where('type', AttachmentType.Document)
    .where('typeId', 0)
    .where('enable', true)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = attachmentIds.find((id) => !byId.has(id))
  if (missing !== undefined) throw ApiError.badRequest(`文件（附件ID ${missing}）不存在、不属于你或已被使用，请重新上传`)
  return byId
}

/**
 * Turns the caller's uploaded files into documents filed under the same categories, in one
 * transaction; then counters are recounted, listeners are told ('documents:created') and
 * the pending ones, and those awaiting review, are handed to the conversion queue.
 */
export async function createDocuments(input: CreateDocumentsInput): Promise<Document[]> {
  if (input.items.length === 0) throw ApiError.badRequest('请先上传文档')
  const categoryIds = await documentCategoriesToFile(input.categoryIds)
  for (const language of new Set(input.items.map((item) => item.language ?? ''))) await assertLanguage(language)
  const attachments = await ownUploads(
    input.userId,
    input.items.map((item) => item.attachmentId)
  )
  const status = input.status ?? ((await uploadsNeedReview(input.userId)) ? DocumentStatus.PendingReview : DocumentStatus.Pending)

  const documents = await db.transaction(async (trx) => {
    const created: Document[] = []
    for (const item of input.items) {
      const attachment = attachments.get(item.attachmentId)!
      const title = (item.title?.trim() || titleFromName(attachment.name)).slice(0, 255)
      const document = await Document.create(
        {
          uuid: randomUUID(),
          title,
          keywords: (item.keywords?.trim() || defaultKeywords(title, item.description ?? '')).slice(0, 255),
          description: (item.description?.trim() ?? '').slice(0, 512),
          userId: input.userId,
          attachmentId: attachment.id,
          hash: attachment.hash,
          ext: `.${attachment.ext}`,
          size: attachment.size,
          language: item.language ?? '',
          price: item.price ?? 0,
          status,
        },
        { client: trx }
      )
      if (categoryIds.length) {
        await trx
          .table('document_categories')
          .multiInsert(categoryIds.map((categoryId) => ({ document_id: document.id, category_id: categoryId })))
      }
      // Claimed inside the transaction: two simultaneous requests cannot both use one upload.
      if (!(await claimAttachment(attachment.id, document.id, trx))) {
        throw ApiError.badRequest(`文件（附件ID ${attachment.id}）已被使用，请重新上传`)
      }
      created.push(document)
    }
    return created
  })

  const ids = documents.map((document) => document.id)
  await recountForDocuments(ids)
  await emitter.emit('documents:created', { userId: input.userId, documentIds: ids })
  await recordUpload(input.userId, documents)
  // Those awaiting review convert too, keeping 待审核: the reviewer reads their pages before deciding.
  const pending = documents.filter((document) => CONVERTED_ON_UPLOAD.includes(document.status)).map((document) => document.id)
  try {
    await queueConversion(pending)
  } catch (error) {
    // The documents are saved and stay pending: a queue outage must not turn a finished
    // upload into an error; they stay 待转换 and the documents.sweep schedule queues them
    // once Redis answers again.
    logger.error({ err: error, documentIds: pending }, 'documents: could not queue the conversion of new uploads')
  }
  return Document.query().whereIn('id', ids).preload('categories').orderBy('id', 'asc')
}
