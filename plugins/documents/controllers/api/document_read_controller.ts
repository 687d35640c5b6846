import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { documentJson } from '../../transformers/document_transformer.js'
import { countView } from '../../actions/view_document.js'
import { readableText } from '../../queries/reader_document_text.js'
import { readerAudience } from '../../services/document_text_gate.js'
import { relatedDocuments } from '../../queries/reader_related.js'
import { readerOutline } from '../../queries/reader_outline.js'
import { findVisibleDocument, isPublic, viewerOf } from '../../queries/reader_visibility.js'
import { documentIdValidator, readDocumentValidator } from '../../validators/reader_validators.js'

export default class DocumentReadController {
  /**
   * GET /api/v1/document?id=|uuid= (api-shapes §4). `content` is the text of the preview
   * pages only, capped; with_all_content widens it for the uploader and staff alone.
   */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(readDocumentValidator, { data: ctx.request.qs() })
    const viewer = await viewerOf(ctx)
    const key = input.id ? { id: input.id } : { uuid: input.uuid! }
    const document = await findVisibleDocument(key, viewer)
    if (!document) throw ApiError.notFound('文档不存在')

    await document.load('categories')
    if (input.with_author) {
      await document.load('user')
      // As on the reader page: only a document anyone may see is viewed.
      if (isPublic(document)) {
        await countView(document.id)
        document.viewCount += 1
      }
    }
    const content = await readableText(document, readerAudience(document, viewer, input.with_all_content === true))
    return { ...documentJson(document), content }
  }

  /** GET /api/v1/document/outline?id= → { outline: [{ title, page, children }] }, [] when the file has none. */
  async outline(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(documentIdValidator, { data: ctx.request.qs() })
    const document = await findVisibleDocument({ id }, await viewerOf(ctx))
    if (!document) throw ApiError.notFound('文档不存在')
    return { outline: await readerOutline(document) }
  }

  /** GET /api/v1/document/related?id= → { document: [...] }. */
  async related(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(documentIdValidator, { data: ctx.request.qs() })
    const document = await findVisibleDocument({ id }, await viewerOf(ctx))
    if (!document) throw ApiError.notFound('文档不存在')
    const related = await relatedDocuments(document)
    return { document: related.map(documentJson) }
  }
}
