import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { STATISTICS_VIEW, VISITOR_VIEW } from '../../permissions.js'

/**
 * Each page opens for holders of its view permission (the menu entries ask for it) and loads
 * its figures through the API; `can` says which of those calls will answer (网站统计 also
 * shows visitor figures, which need the visitor permission).
 */
export default class StatisticsPagesController {
  async statistics(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'statistics/admin/statistics', { can: { view: held.has(STATISTICS_VIEW), visitors: held.has(VISITOR_VIEW) } })
  }

  async visitorAnalytics(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'statistics/admin/visitor_analytics', { can: { view: held.has(VISITOR_VIEW) } })
  }
}
