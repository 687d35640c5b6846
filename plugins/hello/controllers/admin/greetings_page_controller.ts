import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { HelloPermission } from '../../permissions.js'

/**
 * The rows come from GET /api/v1/hello/greeting/list; the page is told only what the viewer
 * may do there, so it hides the form that would answer 403.
 */
export default class GreetingsPageController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'hello/admin/greetings', { can: await abilities(ctx, HelloPermission.greeting, ['create']) })
  }
}
