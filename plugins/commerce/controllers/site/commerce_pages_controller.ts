import type { HttpContext } from '@adonisjs/core/http'
import { mePageProps } from '#core/accounts/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { iso } from '#core/kernel/transformers/iso'
import Order from '../../models/order.js'
import { offeredVipPlans } from '../../queries/vip_plans.js'
import { activeVip, listUserVips, membershipEnd } from '../../queries/active_vip.js'
import { listUserOrders } from '../../queries/list_orders.js'
import { listCreditLogs } from '../../queries/credit_logs.js'
import { creditLogJson } from '../../transformers/credit_log_transformer.js'
import { vipDownloadsUsedToday } from '../../actions/use_vip_download.js'
import { orderJson } from '../../transformers/order_transformer.js'
import { userVipJson } from '../../transformers/user_vip_transformer.js'
import { myOrdersValidator, orderMessages } from '../../validators/order_validators.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 20

async function membership(userId: number) {
  const [end, current] = await Promise.all([membershipEnd(userId), activeVip(userId)])
  return {
    expired_at: iso(end),
    times_every_day: current?.times ?? 0,
    used_today: current ? await vipDownloadsUsedToday(userId) : 0,
  }
}

export default class CommercePagesController {
  /** GET /joinvip and /m/joinvip: the plans; buying needs a login. */
  async joinVip(ctx: HttpContext) {
    const user = ctx.auth.user
    return renderPage(ctx, 'commerce/site/joinvip', {
      ...(await offeredVipPlans()),
      membership: user ? await membership(user.id) : null,
    })
  }

  /** GET /order?order_no= (and /m/order/{order_no}): one of the caller's orders, to pay it. */
  async order(ctx: HttpContext) {
    const orderNo = String(ctx.params.id ?? ctx.request.qs().order_no ?? '')
    const order = /^\d{10,32}$/.test(orderNo)
      ? await Order.query().where('order_no', orderNo).where('user_id', ctx.auth.getUserOrFail().id).first()
      : null
    return renderPage(ctx, 'commerce/site/order', { order: order ? orderJson(order) : null })
  }

  /** GET /me/vip: the membership and its purchases. */
  async meVip(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, vips } = await listUserVips(user.id, page, PAGE_SIZE)
    return renderPage(ctx, 'commerce/site/me_vip', {
      ...(await mePageProps(ctx, 'vip')),
      membership: await membership(user.id),
      vips: vips.map((vip) => userVipJson(vip, user.username)),
      total,
      page,
      size: PAGE_SIZE,
    })
  }

  /** GET /me/order: the caller's orders. */
  async meOrder(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(myOrdersValidator, { data: ctx.request.qs(), messagesProvider: orderMessages })
    const page = input.page ?? 1
    const { total, orders } = await listUserOrders(ctx.auth.getUserOrFail().id, page, PAGE_SIZE, input.status ?? 0)
    return renderPage(ctx, 'commerce/site/me_order', {
      ...(await mePageProps(ctx, 'order')),
      orders: orders.map((order) => orderJson(order)),
      total,
      page,
      size: PAGE_SIZE,
      status: input.status ?? 0,
    })
  }

  /** GET /me/credit: the caller's credits ledger. */
  async meCredit(ctx: HttpContext) {
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, logs } = await listCreditLogs(ctx.auth.getUserOrFail().id, page, PAGE_SIZE)
    return renderPage(ctx, 'commerce/site/me_credit', {
      ...(await mePageProps(ctx, 'credit')),
      logs: logs.map(creditLogJson),
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
