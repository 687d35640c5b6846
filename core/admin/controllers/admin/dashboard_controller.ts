import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { heldKeys } from '#core/access/contracts'
import { queue } from '#core/queue/contracts'
import { collectDashboardWidgets, siteStatLabels, STATS_PERMISSION } from '../../contracts.js'
import { systemInfo } from '../../queries/system_info.js'

export default class DashboardController {
  async show(ctx: HttpContext) {
    const { auth, logger } = ctx
    const user = auth.user!
    const held = await heldKeys(user.id)
    const canViewStats = held.has(STATS_PERMISSION)
    return renderPage(ctx, 'admin/admin/dashboard', {
      system: systemInfo(),
      canViewStats,
      statLabels: siteStatLabels(),
      widgets: await collectDashboardWidgets({ userId: user.id, held }),
      // An unreachable Redis leaves the card empty rather than the dashboard broken.
      queue: canViewStats
        ? await queue.health().catch((error) => {
            logger.warn({ err: error }, 'queue health unavailable')
            return null
          })
        : null,
    })
  }
}
