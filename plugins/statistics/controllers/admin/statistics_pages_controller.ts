import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { StatisticsPermission } from '../../permissions.js'

/**
 * Each page opens for holders of its view permission (the menu entries ask for it) and loads
 * its figures through the API; `can` says which of those calls will answer (网站统计 also
 * shows visitor figures, which need the visitor permission).
 */
export default class StatisticsPagesController {
  async statistics(ctx: HttpContext) {
    return renderPage(ctx, 'statistics/admin/statistics', {
      can: await abilities(ctx, { view: StatisticsPermission.view, visitors: StatisticsPermission.visitor.view }),
    })
  }

  async visitorAnalytics(ctx: HttpContext) {
    return renderPage(ctx, 'statistics/admin/visitor_analytics', { can: await abilities(ctx, { view: StatisticsPermission.visitor.view }) })
  }
}
