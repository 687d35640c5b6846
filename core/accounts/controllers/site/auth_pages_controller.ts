import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { loggedInDestination } from '../../services/pages.js'
import { safeRedirect } from '../../services/safe_redirect.js'
import { loginMethodsFor } from '../../services/login_methods.js'
import { loginProviders } from '../../extension_points.js'
import { resetLinkProblem } from '../../queries/reset_link_state.js'

export default class AuthPagesController {
  /** GET /login */
  async login(ctx: HttpContext) {
    return this.#render(ctx, 'accounts/site/login')
  }

  /** GET /register */
  async register(ctx: HttpContext) {
    return this.#render(ctx, 'accounts/site/register')
  }

  /**
   * GET /findpassword: open to everyone, signed in or not. With ?token=&email= from the mail
   * it opens on step two; other plugins' ways of recovering (a phone code) are tabs beside it.
   */
  async findPassword(ctx: HttpContext) {
    const qs = ctx.request.qs()
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 1024) : '')
    const methods = await loginMethodsFor(ctx, 'findpassword')
    const [token, email] = [text(qs.token), text(qs.email)]
    // A used or expired link says so at once instead of showing a form that cannot succeed.
    const linkError = token ? await resetLinkProblem(email, token) : ''
    return renderPage(ctx, 'accounts/site/findpassword', { token, email, link_error: linkError, methods })
  }

  async #render(ctx: HttpContext, page: 'accounts/site/login' | 'accounts/site/register') {
    const user = ctx.auth.user
    if (user) {
      const destination = await loggedInDestination(user)
      if (destination) return ctx.response.redirect(destination)
    }
    return renderPage(ctx, page, {
      redirect: safeRedirect(ctx.request.qs().redirect),
      methods: await loginMethodsFor(ctx, page === 'accounts/site/login' ? 'login' : 'register'),
      providers: (await loginProviders.collect(ctx)).flat(),
    })
  }
}
