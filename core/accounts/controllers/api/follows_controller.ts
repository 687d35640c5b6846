import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { findUserOrFail } from '../../queries/user_lookup.js'
import { listFollows } from '../../queries/follows.js'
import { listFollowFeed } from '../../queries/follow_feed.js'
import { followUser, unfollowUser } from '../../actions/follow_user.js'
import { publicUserJson } from '../../transformers/user_transformer.js'
import { followFeedValidator, followListValidator, followValidator } from '../../validators/follow_validators.js'

export default class FollowsController {
  /** POST /api/v1/user/follow { user_id } → { followed, follow_count, fans_count } of that user. */
  async store(ctx: HttpContext) {
    const { user_id: userId } = await ctx.request.validateUsing(followValidator)
    return followUser(ctx.auth.getUserOrFail().id, userId)
  }

  /** DELETE /api/v1/user/follow?user_id= → the same, no longer followed. */
  async destroy(ctx: HttpContext) {
    const { user_id: userId } = await ctx.request.validateUsing(followValidator, { data: ctx.request.qs() })
    return unfollowUser(ctx.auth.getUserOrFail().id, userId)
  }

  /** GET /api/v1/user/follow?id=&type=follow|fans → { total, user }: public fields only. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(followListValidator, { data: ctx.request.qs() })
    const owner = await findUserOrFail(input.id)
    const { page, size } = pageOf(input, { max: 50, fallback: 20 })
    const { total, users } = await listFollows(owner.id, input.type ?? 'follow', page, size)
    return { total, user: users.map(publicUserJson) }
  }

  /** GET /api/v1/user/follow/feed?page=&size= → { total, feed }: what the people one follows published. */
  async feed(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(followFeedValidator, { data: ctx.request.qs() })
    const { page, size } = pageOf(input, { max: 50, fallback: 20 })
    const { total, items } = await listFollowFeed(ctx.auth.getUserOrFail(), page, size)
    return { total, feed: items }
  }
}
