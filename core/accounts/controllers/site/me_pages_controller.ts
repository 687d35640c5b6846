import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_PASSWORD } from '../../default_password.js'
import { mePageProps } from '../../services/me_page_props.js'
import { renderPage } from '#core/kernel/http/render_page'

/** The personal centre, /me: login required (the route sends guests to /login). */
export default class MePagesController {
  async index(ctx: HttpContext) {
    return renderPage(ctx, 'accounts/site/me/index', await mePageProps(ctx, 'index'))
  }

  async profile(ctx: HttpContext) {
    return renderPage(ctx, 'accounts/site/me/profile', await mePageProps(ctx, 'profile'))
  }

  async password(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return renderPage(ctx, 'accounts/site/me/password', {
      ...(await mePageProps(ctx, 'password')),
      default_password: user.isDefaultPassword ? DEFAULT_PASSWORD : '',
    })
  }
}
