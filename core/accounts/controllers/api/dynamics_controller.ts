import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { findUserOrFail } from '../../queries/user_lookup.js'
import { listDynamics } from '../../queries/user_dynamics.js'
import { dynamicJson } from '../../transformers/dynamic_transformer.js'
import { dynamicQueryValidator } from '../../validators/user_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

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
    const { page, size } = pageOf(input, { min: 10, max: 100 })
    const { total, dynamics } = await listDynamics(owner.id, page, size, { publicOnly: caller?.id !== owner.id })
    return { total, dynamic: dynamics.map((dynamic) => dynamicJson(dynamic, owner.username)) }
  }
}
