import type { HttpContext } from '@adonisjs/core/http'
import { findUserOrFail } from '../../queries/user_lookup.js'
import { publicUserJson } from '../../transformers/user_transformer.js'
import { renderPage } from '../../services/pages.js'

export default class UserPagesController {
  /** GET /user: one's own public page (the mobile tab bar's 我的). */
  async own({ auth, response }: HttpContext) {
    if (auth.user) return response.redirect(`/user/${auth.user.id}`)
    return response.redirect(`/login?redirect=${encodeURIComponent('/user')}`)
  }

  /** GET /user/:id and /user/:id/(article|document): someone's public page. */
  async show(ctx: HttpContext) {
    const user = await findUserOrFail(Number(ctx.params.id))
    return renderPage(ctx, 'accounts/site/user', {
      profile: publicUserJson(user),
      tab: ctx.params.tab ?? 'default',
    })
  }
}
