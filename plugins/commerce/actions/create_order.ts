import { ApiError } from '#core/kernel/http/api_error'
import { creditName, settings } from '#core/settings/contracts'
import { OrderType } from '../enums/order.js'
import { vipPlanOf } from '../enums/vip_kind.js'
import type { VipSettings } from '../settings.js'
import { placePendingOrder } from './place_pending_order.js'
import { createDocumentOrder } from './create_document_order.js'

export interface CreateOrderInput {
  userId: number
  orderType: number
  productId: number
  /** Credits to buy, for a recharge. */
  quantity?: number
}

/** Order type 3: buy `quantity` credits with money at config/pay.credit_exchange credits per yuan. */
async function createRechargeOrder(userId: number, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000_000) {
    throw ApiError.badRequest('充值数量必须是 1 到 10000000 之间的整数')
  }
  const name = await creditName()
  return placePendingOrder({
    userId,
    orderType: OrderType.Recharge,
    productId: 0,
    productName: `充值 ${quantity} ${name}`,
    quantity,
    amount: quantity,
  })
}

/**
 * POST /api/v1/order: a pending order at today's price: a document (type 1, product = the
 * document), VIP (type 2, product = VIP kind) or a recharge (type 3).
 */
export async function createOrder({ userId, orderType, productId, quantity }: CreateOrderInput) {
  if (orderType === OrderType.Recharge) return createRechargeOrder(userId, quantity ?? 0)
  if (orderType === OrderType.BuyDocument) return createDocumentOrder(userId, productId)
  if (orderType !== OrderType.BuyVip) throw ApiError.badRequest('暂不支持该订单类型')
  const vip = await settings.group<VipSettings>('vip')
  if (!vip.enable) throw ApiError.badRequest('VIP 功能未开启')
  const plan = vipPlanOf(productId)
  const price = plan ? Number(vip[`${plan.key}_price`]) || 0 : 0
  if (!plan || price <= 0) throw ApiError.badRequest('该 VIP 套餐不存在')
  // Stored before prices had to be whole: such an order could never be paid in credits.
  if (!Number.isInteger(price)) throw ApiError.badRequest(`该 VIP 套餐的价格不是整数${await creditName()}，请联系管理员修改`)
  return placePendingOrder({ userId, orderType: OrderType.BuyVip, productId: plan.kind, productName: plan.title, amount: price })
}
