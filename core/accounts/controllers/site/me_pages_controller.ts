import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_PASSWORD } from '../../default_password.js'
import { mePageProps } from '../../services/me_page_props.js'
import { renderPage } from '#core/kernel/http/render_page'
import { pageOfQuery } from '#core/kernel/http/query_list'
import { listFollowFeed } from '../../queries/follow_feed.js'

const FEED_SIZE = 10

/** The personal centre, /me: login required (the route sends guests to /login). */
export default class MePagesController {
  /** GET /me?page=: the account overview and 关注动态, what the people one follows published. */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, items } = await listFollowFeed(user, page, FEED_SIZE)
    return renderPage(ctx, 'accounts/site/me/index', {
      ...(await mePageProps(ctx, 'index')),
      feed: items,
      following: user.followCount,
      total,
      page,
      size: FEED_SIZE,
    })
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
