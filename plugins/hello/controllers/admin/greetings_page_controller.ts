import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'

/** The rows come from GET /api/v1/hello/greeting/list, so the page needs no props. */
export default class GreetingsPageController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'hello/admin/greetings')
  }
}
