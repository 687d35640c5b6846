import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { removeBookmark } from '../../actions/remove_bookmark.js'
import { saveBookmark } from '../../actions/save_bookmark.js'
import { bookmarksOf } from '../../queries/reader_bookmarks.js'
import { findVisibleDocument, viewerOf } from '../../queries/reader_visibility.js'
import { bookmarksOfValidator, removeBookmarkValidator, saveBookmarkValidator } from '../../validators/reader_validators.js'

export default class BookmarkController {
  /** GET /api/v1/document/bookmark?document_id=: the member's bookmarks of the document, by page. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(bookmarksOfValidator, { data: ctx.request.qs() })
    const viewer = await viewerOf(ctx)
    const document = await findVisibleDocument({ id: input.document_id }, viewer)
    if (!document) throw ApiError.notFound('文档不存在')
    return { bookmarks: await bookmarksOf(viewer.id, document.id) }
  }

  /** POST /api/v1/document/bookmark { document_id, page, note }: bookmarks the page, or changes its note. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(saveBookmarkValidator)
    const viewer = await viewerOf(ctx)
    await saveBookmark(viewer, input.document_id, input.page, input.note ?? '')
    return { bookmarks: await bookmarksOf(viewer.id, input.document_id) }
  }

  /** DELETE /api/v1/document/bookmark?id=: removes one of the member's bookmarks. */
  async destroy(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(removeBookmarkValidator, { data: ctx.request.qs() })
    await removeBookmark(ctx.auth.getUserOrFail().id, input.id)
    return {}
  }
}
