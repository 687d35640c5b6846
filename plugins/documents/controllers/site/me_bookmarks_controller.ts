import type { HttpContext } from '@adonisjs/core/http'
import { mePageProps } from '#core/accounts/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { listBookmarks } from '../../queries/reader_bookmarks.js'
import { bookmarkListValidator } from '../../validators/reader_validators.js'

const PAGE_SIZE = 20

export default class MeBookmarksController {
  /** GET /me/bookmarks: 我的书签. */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(bookmarkListValidator, { data: ctx.request.qs() })
    const page = input.page ?? 1
    const { total, bookmarks } = await listBookmarks(ctx.auth.getUserOrFail().id, page, PAGE_SIZE)
    return renderPage(ctx, 'documents/site/me_bookmarks', {
      ...(await mePageProps(ctx, 'bookmarks')),
      bookmarks,
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
