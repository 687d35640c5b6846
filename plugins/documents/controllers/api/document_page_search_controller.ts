import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { findVisibleDocument, viewerOf } from '../../queries/reader_visibility.js'
import { searchDocumentPages } from '../../queries/search_pages.js'
import { readerAudience } from '../../services/document_text_gate.js'
import { documentIdValidator } from '../../validators/reader_validators.js'

export default class DocumentPageSearchController {
  /** GET /api/v1/document/pages/search?id=&wd=: the pages of one document that contain a phrase. */
  async index(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(documentIdValidator, { data: { id: ctx.request.qs().id } })
    const viewer = await viewerOf(ctx)
    const document = await findVisibleDocument({ id }, viewer)
    if (!document) throw ApiError.notFound('文档不存在')
    const result = await searchDocumentPages(document, ctx.request.qs().wd, readerAudience(document, viewer, true))
    return { wd: result.wd, total: result.total, searched_pages: result.searched, readable_pages: result.readable, page: result.pages }
  }
}
