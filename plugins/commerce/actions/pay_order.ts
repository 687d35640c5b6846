import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { creditName, settings } from '#core/settings/contracts'
import Order from '../models/order.js'
import { OrderStatus, OrderType, PaymentType } from '../enums/order.js'
import { CreditReason } from '../enums/credit_reason.js'
import { changeCredits, namedInsufficient } from './change_credits.js'
import { grantVip } from './grant_vip.js'
import { deliverDocument } from './deliver_document.js'
import type { ScoreSettings, VipSettings } from '../settings.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** Settings a delivery needs, read before the paying transaction. */
interface DeliverySettings {
  vip: VipSettings
  incomeToUploader: boolean
}

/** What a paid order delivers, in the paying transaction. */
async function deliver(order: Order, { vip, incomeToUploader }: DeliverySettings, trx: TransactionClientContract) {
  if (order.orderType === OrderType.BuyVip) await grantVip(order, vip, trx)
  if (order.orderType === OrderType.BuyDocument) await deliverDocument(order, incomeToUploader, trx)
  if (order.orderType === OrderType.Recharge) {
    await changeCredits(
      { userId: order.userId, delta: order.quantity, reason: CreditReason.Recharge, referenceType: 'order', referenceId: order.id },
      trx
    )
  }
}

/**
 * Marks a pending order paid, exactly once: the status change is a conditional update, so a
 * replayed or concurrent payment finds nothing to change and returns the paid order.
 * `charge` runs in the same transaction (e.g. the credits debit); if it throws, the order
 * stays pending. A provider's verified notification pays even an order closed meanwhile:
 * the money has moved.
 */
export async function markOrderPaid(
  orderNo: string,
  paymentType: number,
  charge: (order: Order, trx: TransactionClientContract) => Promise<unknown>,
  options: { evenIfClosed?: boolean } = {}
) {
  // Read before the transaction: inside it, SQLite's one connection belongs to the transaction.
  const delivery: DeliverySettings = {
    vip: await settings.group<VipSettings>('vip'),
    incomeToUploader: Boolean((await settings.group<ScoreSettings>('score')).download_income_to_uploader),
  }
  return db.transaction(async (trx) => {
    const affected = await trx
      .from('commerce_orders')
      .where('order_no', orderNo)
      .whereIn('status', options.evenIfClosed ? [OrderStatus.Pending, OrderStatus.Closed] : [OrderStatus.Pending])
      .update({ status: OrderStatus.Paid, payment_type: paymentType, paid_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
    const order = await Order.query({ client: trx }).where('order_no', orderNo).firstOrFail()
    if (affectedRows(affected) !== 1) {
      if (order.status === OrderStatus.Closed) throw ApiError.badRequest('订单已关闭，请重新下单')
      return { order, paidNow: false }
    }
    await charge(order, trx)
    await deliver(order, delivery, trx)
    return { order, paidNow: true }
  })
}

/** POST /api/v1/order/pay with payment type 5: the user's own order, paid in credits. */
export async function payOrderWithCredits(userId: number, orderNo: string) {
  const order = await Order.query().where('order_no', orderNo).where('user_id', userId).first()
  if (!order) throw ApiError.notFound('订单不存在')
  if (order.orderType === OrderType.Recharge) throw ApiError.badRequest(`充值订单不能用${await creditName()}支付`)
  if (!Number.isInteger(order.amount)) {
    const name = await creditName()
    throw ApiError.badRequest(`订单金额不是整数${name}，不能用${name}支付，请重新下单`)
  }
  if (order.amount <= 0) throw ApiError.badRequest('订单金额无效，请重新下单')
  const minutes = Number(await settings.get('pay', 'order_timeout_minutes')) || 30
  if (order.status === OrderStatus.Pending && order.createdAt.plus({ minutes }) < DateTime.now()) {
    throw ApiError.badRequest('订单已关闭，请重新下单')
  }
  try {
    return await markOrderPaid(orderNo, PaymentType.Credits, (paying, trx) =>
      changeCredits(
        { userId, delta: -paying.amount, reason: CreditReason.OrderPayment, referenceType: 'order', referenceId: paying.id },
        trx
      )
    )
  } catch (error) {
    throw await namedInsufficient(error)
  }
}
