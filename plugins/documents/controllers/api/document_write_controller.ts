import type { HttpContext } from '@adonisjs/core/http'
import { assertCanUploadDocument } from '../../capabilities.js'
import { createDocuments } from '../../actions/create_documents.js'
import { updateDocument } from '../../actions/update_document.js'
import { trashDocuments } from '../../actions/trash_documents.js'
import { documentJson } from '../../transformers/document_transformer.js'
import type { DocumentStatusValue } from '../../enums/document_status.js'
import type { CopyProtectionValue } from '../../enums/copy_protection.js'
import { createDocumentsValidator, trashDocumentsValidator, updateDocumentValidator } from '../../validators/document_write.js'

/** Creating, editing and deleting documents (api-shapes §4). */
export default class DocumentWriteController {
  /** POST /api/v1/document: the caller's uploaded files become documents. */
  async create({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    await assertCanUploadDocument(user.id)
    const input = await request.validateUsing(createDocumentsValidator)
    const documents = await createDocuments({
      userId: user.id,
      categoryIds: input.category_id,
      items: input.document.map((item) => ({
        attachmentId: item.attachment_id,
        title: item.title,
        price: item.price,
        language: item.language,
        keywords: item.keywords,
        description: item.description,
      })),
    })
    return { document: documents.map(documentJson) }
  }

  /** PUT /api/v1/document: the uploader, or a holder of the edit permission (who may also set the status). */
  async update({ auth, request, permitted }: HttpContext) {
    const input = await request.validateUsing(updateDocumentValidator)
    await updateDocument({
      id: input.id,
      actorId: auth.getUserOrFail().id,
      canManage: Boolean(permitted),
      title: input.title,
      keywords: input.keywords,
      description: input.description,
      price: input.price,
      language: input.language,
      categoryIds: input.category_id,
      status: input.status as DocumentStatusValue | undefined,
      copyProtection: input.copy_protection as CopyProtectionValue | undefined,
    })
    return {}
  }

  /** DELETE /api/v1/document?id=: to the recycle bin. */
  async destroy({ auth, request, permitted }: HttpContext) {
    const input = await request.validateUsing(trashDocumentsValidator, { data: request.qs() })
    await trashDocuments({ ids: input.id, actorId: auth.getUserOrFail().id, canManage: Boolean(permitted) })
    return {}
  }
}
