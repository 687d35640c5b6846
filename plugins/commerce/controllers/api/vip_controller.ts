import type { HttpContext } from '@adonisjs/core/http'
import { listUserVips } from '../../queries/active_vip.js'
import { userVipJson } from '../../transformers/user_vip_transformer.js'
import { pageMessages, pageValidator } from '../../validators/credit_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

export default class VipController {
  /** GET /api/v1/user/vip: the caller's VIP purchases, newest first. */
  async mine({ auth, request }: HttpContext) {
    const input = await request.validateUsing(pageValidator, { data: request.qs(), messagesProvider: pageMessages })
    const user = auth.getUserOrFail()
    const { page, size } = pageOf(input)
    const { total, vips } = await listUserVips(user.id, page, size)
    return { total, user_vip: vips.map((vip) => userVipJson(vip, user.username)) }
  }
}
