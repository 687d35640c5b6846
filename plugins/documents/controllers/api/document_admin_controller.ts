import type { HttpContext } from '@adonisjs/core/http'
import { reviewDocuments, type ReviewTarget } from '../../actions/review_documents.js'
import { recommendDocuments } from '../../actions/recommend_documents.js'
import { setDocumentCategories } from '../../actions/set_document_categories.js'
import { setDocumentLanguage } from '../../actions/set_document_language.js'
import { setDocumentsReconverting } from '../../actions/set_documents_reconverting.js'
import {
  checkDocumentsValidator,
  recommendDocumentsValidator,
  reconvertDocumentsValidator,
  setDocumentCategoriesValidator,
  setDocumentLanguageValidator,
} from '../../validators/admin_document_validators.js'

/** The batch actions of the document list (api-shapes §4); each route has its own permission. */
export default class DocumentAdminController {
  async check({ request }: HttpContext) {
    const input = await request.validateUsing(checkDocumentsValidator)
    await reviewDocuments({ ids: input.id, status: input.status as ReviewTarget })
    return {}
  }

  async recommend({ request }: HttpContext) {
    const input = await request.validateUsing(recommendDocumentsValidator)
    await recommendDocuments({ ids: input.id, type: input.type as 0 | 1 | 2 })
    return {}
  }

  async category({ request }: HttpContext) {
    const input = await request.validateUsing(setDocumentCategoriesValidator)
    await setDocumentCategories({ documentIds: input.document_id, categoryIds: input.category_id })
    return {}
  }

  async language({ request }: HttpContext) {
    const input = await request.validateUsing(setDocumentLanguageValidator)
    await setDocumentLanguage({ documentIds: input.document_id, language: input.language ?? '' })
    return {}
  }

  /** No body: every failed document; `{ id: [...] }`: those. */
  async reconvert({ request }: HttpContext) {
    const input = await request.validateUsing(reconvertDocumentsValidator, { data: request.body() })
    await setDocumentsReconverting(input.id)
    return {}
  }
}
