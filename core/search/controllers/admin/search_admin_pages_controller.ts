import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { SearchPermission } from '../../permissions.js'
import { searchRecordTypes } from '../../kinds.js'

/** The admin page loads its rows through the JSON API, so it refreshes in place after deletes. */
export default class SearchAdminPagesController {
  async searchRecords(ctx: HttpContext) {
    return renderPage(ctx, 'search/admin/searchrecord', {
      can: await abilities(ctx, { delete: SearchPermission.record.delete }),
      types: searchRecordTypes(),
    })
  }

  /** Opened by holders of 搜索分析数据 only (the menu entry asks for it). */
  async analytics(ctx: HttpContext) {
    return renderPage(ctx, 'search/admin/search_analytics', {
      can: await abilities(ctx, { view: SearchPermission.analytics, hide: SearchPermission.word.hide }),
      types: searchRecordTypes(),
    })
  }
}
