import type { HttpContext } from '@adonisjs/core/http'
import { assertCanUploadDocument } from '../../capabilities.js'
import { attachmentJson } from '#core/storage/contracts'
import { documentUploadRules, storeDocumentFile } from '../../actions/store_document_file.js'
import { findPublicDocumentByHash } from '../../queries/upload_exist_query.js'
import { documentExistValidator } from '../../validators/upload_exist.js'
import { receiveUploadedFile } from './upload_receive_file.js'

/** The upload half of adding documents (api-shapes §20): files first, then POST /api/v1/document. */
export default class UploadDocumentController {
  /** POST /api/v1/upload/document, multipart field `file`. The right to upload is checked before the body is read. */
  async store({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    await assertCanUploadDocument(user.id)
    const { maxBytes } = await documentUploadRules()
    const file = await receiveUploadedFile(request, 'file', maxBytes)
    try {
      const attachment = await storeDocumentFile({
        path: file.path,
        originalName: file.clientName,
        userId: user.id,
        ip: request.ip(),
      })
      return { code: 200, message: 'ok', data: attachmentJson(attachment) }
    } finally {
      await file.discard()
    }
  }

  /** GET /api/v1/user/caniuploaddocument: {} or 403 naming why not. */
  async canUpload({ auth }: HttpContext) {
    await assertCanUploadDocument(auth.getUserOrFail().id)
    return {}
  }

  /** GET /api/v1/document/exist?hash= : is this file already a public document of the site? */
  async exist({ request }: HttpContext) {
    const { hash } = await request.validateUsing(documentExistValidator, { data: request.qs() })
    const document = await findPublicDocumentByHash(hash)
    return document ? { exist: true, document: { id: document.id, title: document.title } } : { exist: false }
  }
}
