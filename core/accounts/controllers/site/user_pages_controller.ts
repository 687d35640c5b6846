import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { profilePageProps } from '../../services/profile_page_props.js'
import { listDynamics } from '../../queries/user_dynamics.js'
import { dynamicJson } from '../../transformers/dynamic_transformer.js'

const FEED_SIZE = 10

export default class UserPagesController {
  /** GET /user: one's own public page (the mobile tab bar's 我的). */
  async own({ auth, response }: HttpContext) {
    if (auth.user) return response.redirect(`/user/${auth.user.id}`)
    return response.redirect(`/login?redirect=${encodeURIComponent('/user')}`)
  }

  /** GET /user/:id: someone's public page, with its recent public activity. */
  async show(ctx: HttpContext) {
    const props = await profilePageProps(ctx, 'default')
    const { total, dynamics } = await listDynamics(props.profile.id, 1, FEED_SIZE, { publicOnly: ctx.auth.user?.id !== props.profile.id })
    pageCache.allow(ctx)
    return renderPage(ctx, 'accounts/site/user', {
      ...props,
      dynamics: dynamics.map((dynamic) => dynamicJson(dynamic, props.profile.username)),
      dynamic_total: total,
    })
  }
}
