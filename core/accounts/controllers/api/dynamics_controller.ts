import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { findUserOrFail } from '../../queries/user_lookup.js'
import { listDynamics } from '../../queries/user_dynamics.js'
import { dynamicJson } from '../../transformers/dynamic_transformer.js'
import { dynamicQueryValidator } from '../../validators/user_validators.js'

export default class DynamicsController {
  /**
   * GET /api/v1/user/dynamic: one's own feed (login required), or with `id` another user's
   * public activity, which their page shows.
   */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(dynamicQueryValidator, { data: ctx.request.qs() })
    const caller = ctx.auth.user
    const userId = input.id || caller?.id
    if (!userId) throw ApiError.unauthorized('请先登录')
    const owner = await findUserOrFail(userId)
    const size = Math.min(100, Math.max(10, input.size ?? 10))
    const { total, dynamics } = await listDynamics(owner.id, input.page ?? 1, size, { publicOnly: caller?.id !== owner.id })
    return { total, dynamic: dynamics.map((dynamic) => dynamicJson(dynamic, owner.username)) }
  }
}
