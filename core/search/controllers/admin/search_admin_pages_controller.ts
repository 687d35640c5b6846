import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { heldKeys } from '#core/access/contracts'
import { SearchPermission } from '../../permissions.js'

/** The admin page loads its rows through the JSON API, so it refreshes in place after deletes. */
export default class SearchAdminPagesController {
  async searchRecords(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'search/admin/searchrecord', { can: { delete: held.has(SearchPermission.record.delete) } })
  }

  /** Opened by holders of 搜索分析数据 only (the menu entry asks for it). */
  async analytics(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.getUserOrFail().id)
    return renderPage(ctx, 'search/admin/search_analytics', {
      can: { view: held.has(SearchPermission.analytics), hide: held.has(SearchPermission.word.hide) },
    })
  }
}
