import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { STATISTICS_VIEW, VISITOR_VIEW } from '../../permissions.js'

/**
 * The menu entries are public (spec §6) and the pages load their figures through the API;
 * `can` says whether those calls will answer, so a staff member without the permission
 * reads why instead of a page of errors.
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
