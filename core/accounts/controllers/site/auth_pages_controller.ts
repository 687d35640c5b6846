import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { loggedInDestination } from '../../services/pages.js'
import { safeRedirect } from '../../services/safe_redirect.js'
import { loginProviders } from '../../extension_points.js'

export default class AuthPagesController {
  /** GET /login */
  async login(ctx: HttpContext) {
    return this.#render(ctx, 'accounts/site/login')
  }

  /** GET /register */
  async register(ctx: HttpContext) {
    return this.#render(ctx, 'accounts/site/register')
  }

  async #render(ctx: HttpContext, page: 'accounts/site/login' | 'accounts/site/register') {
    const user = ctx.auth.user
    if (user) {
      const destination = await loggedInDestination(user)
      if (destination) return ctx.response.redirect(destination)
    }
    return renderPage(ctx, page, {
      redirect: safeRedirect(ctx.request.qs().redirect),
      providers: (await loginProviders.collect(ctx)).flat(),
    })
  }
}
