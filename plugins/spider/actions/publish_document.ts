import { ApiError } from '#core/kernel/http/api_error'
import { Attachment, AttachmentType } from '#core/storage/contracts'
import { createDocuments, Document } from '#plugins/documents/contracts'
import SpiderDocument from '../models/spider_document.js'
import { SpiderDocumentStatus } from '../enums/spider_status.js'

/**
 * Turns a collected file into a document through the documents plugin, with the same
 * category, language and review rules as an upload; it then enters conversion.
 */
export async function publishDocument(id: number) {
  const row = await SpiderDocument.find(id)
  if (!row || row.status !== SpiderDocumentStatus.PublishQueue) return row
  row.merge({ status: SpiderDocumentStatus.Publishing, error: '' })
  await row.save()
  // A publication resumed after its process died may have made the document already.
  const made = row.attachmentId && (await Document.query().where('attachment_id', row.attachmentId).select('id').first())
  if (made) {
    row.merge({ status: SpiderDocumentStatus.Published, documentId: made.id })
    await row.save()
    return row
  }
  try {
    // Handed over as an upload of the owner, which createDocuments then claims for the document.
    await Attachment.query()
      .where('id', row.attachmentId)
      .where((query) =>
        query
          .where((kept) => kept.where('type', AttachmentType.SpiderDocument).where('type_id', row.id))
          .orWhere((retried) => retried.where('type', AttachmentType.Document).where('type_id', 0))
      )
      .update({ type: AttachmentType.Document, type_id: 0, user_id: row.userId })
    const [document] = await createDocuments({
      userId: row.userId,
      categoryIds: row.categoryId,
      items: [{ attachmentId: row.attachmentId, title: row.title, price: row.price, language: row.language }],
    })
    row.merge({ status: SpiderDocumentStatus.Published, documentId: document.id })
  } catch (error) {
    row.merge({
      status: SpiderDocumentStatus.PublishFailed,
      error: (error instanceof ApiError ? error.message : `发布出错：${(error as Error).message}`).slice(0, 1024),
    })
    if (!(error instanceof ApiError)) {
      await row.save()
      throw error
    }
  }
  await row.save()
  return row
}
