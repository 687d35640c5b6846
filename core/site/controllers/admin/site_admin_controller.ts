import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'

/** The admin pages load their rows through the JSON API, so they refresh in place after edits. */
export default class SiteAdminController {
  async navigation(ctx: HttpContext) {
    return renderPage(ctx, 'site/admin/navigation')
  }

  async friendlink(ctx: HttpContext) {
    return renderPage(ctx, 'site/admin/friendlink')
  }
}
