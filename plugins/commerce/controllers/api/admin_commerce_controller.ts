import type { HttpContext } from '@adonisjs/core/http'
import { listAdminOrders, listAdminVips } from '../../queries/admin_lists.js'
import { orderJson } from '../../transformers/order_transformer.js'
import { userVipJson } from '../../transformers/user_vip_transformer.js'
import { adminMessages, adminOrderListValidator, adminVipListValidator } from '../../validators/admin_validators.js'
import { pageOf, queryList } from '#core/kernel/http/query_list'

export default class AdminCommerceController {
  /** GET /api/v1/order/list (订单列表). */
  async orders({ request }: HttpContext) {
    const qs = request.qs()
    const input = await adminOrderListValidator.validate(
      {
        ...qs,
        order_status: queryList(qs.order_status),
        order_type: queryList(qs.order_type),
        payment_type: queryList(qs.payment_type),
        created_at: queryList(qs.created_at),
      },
      { messagesProvider: adminMessages }
    )
    const { total, rows } = await listAdminOrders({
      wd: input.wd ?? '',
      ...pageOf(input),
      statuses: input.order_status ?? [],
      types: input.order_type ?? [],
      paymentTypes: input.payment_type ?? [],
      createdBetween: input.created_at ? [input.created_at[0], input.created_at[1]] : null,
    })
    return { total, order: rows.map(({ order, username }) => orderJson(order, username)) }
  }

  /** GET /api/v1/uservip/list (VIP会员列表). */
  async vips({ request }: HttpContext) {
    const qs = request.qs()
    const input = await adminVipListValidator.validate(
      { ...qs, type: queryList(qs.type), user_id: queryList(qs.user_id) },
      { messagesProvider: adminMessages }
    )
    const { total, rows } = await listAdminVips({
      ...pageOf(input),
      types: input.type ?? [],
      userIds: input.user_id ?? [],
    })
    return { total, user_vip: rows.map(({ vip, username }) => userVipJson(vip, username)) }
  }
}
