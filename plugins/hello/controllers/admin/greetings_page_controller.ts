import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { heldKeys } from '#core/access/contracts'
import { HELLO_CREATE } from '../../permissions.js'

/**
 * The rows come from GET /api/v1/hello/greeting/list; the page is told only what the viewer
 * may do there, so it hides the form that would answer 403.
 */
export default class GreetingsPageController {
  async show(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'hello/admin/greetings', { can: { create: held.has(HELLO_CREATE) } })
  }
}
