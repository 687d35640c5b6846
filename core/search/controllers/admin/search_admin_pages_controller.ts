import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { heldKeys } from '#core/access/contracts'
import { SEARCH_ANALYTICS, SEARCH_RECORD_DELETE, SEARCH_WORD_HIDE } from '../../permissions.js'

/** The admin page loads its rows through the JSON API, so it refreshes in place after deletes. */
export default class SearchAdminPagesController {
  async searchRecords(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'search/admin/searchrecord', { can: { delete: held.has(SEARCH_RECORD_DELETE) } })
  }

  /** Opened by holders of 搜索分析数据 only (the menu entry asks for it). */
  async analytics(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'search/admin/search_analytics', {
      can: { view: held.has(SEARCH_ANALYTICS), hide: held.has(SEARCH_WORD_HIDE) },
    })
  }
}
