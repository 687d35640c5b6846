import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { STATISTICS_VIEW, VISITOR_VIEW } from '../../permissions.js'

/**
 * Each page opens for holders of its view permission (the menu entries ask for it) and loads
 * its figures through the API; `can` says which of those calls will answer (网站统计 also
 * shows visitor figures, which need the visitor permission).
 */
export default class StatisticsPagesController {
  async statistics(ctx: HttpContext) {
    return renderPage(ctx, 'statistics/admin/statistics', { can: await abilities(ctx, { view: STATISTICS_VIEW, visitors: VISITOR_VIEW }) })
  }

  async visitorAnalytics(ctx: HttpContext) {
    return renderPage(ctx, 'statistics/admin/visitor_analytics', { can: await abilities(ctx, { view: VISITOR_VIEW }) })
  }
}
