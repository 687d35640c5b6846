import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'

/** The page loads its rows through the JSON API, so it refreshes in place after an action. */
export default class PluginsPageController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'plugins_admin/admin/plugins')
  }
}
