import { settings } from '#core/settings/contracts'
import Order from '../models/order.js'
import { OrderStatus, type OrderTypeValue } from '../enums/order.js'
import { creditsToFen } from '../services/payments/money.js'
import { newOrderNo } from './new_order_no.js'

export interface PendingOrderInput {
  userId: number
  orderType: OrderTypeValue
  productId: number
  productName: string
  quantity?: number
  /** What the order costs in credits (today's price). */
  amount: number
}

/** A new unpaid order: its amount in credits and, for payment providers, in money at config/pay.credit_exchange. */
export async function placePendingOrder({ userId, orderType, productId, productName, quantity = 1, amount }: PendingOrderInput) {
  const exchange = Number(await settings.get('pay', 'credit_exchange')) || 100
  return Order.create({
    orderNo: newOrderNo(),
    userId,
    orderType,
    productId,
    productName,
    quantity,
    price: amount,
    amount,
    money: creditsToFen(amount, exchange),
    status: OrderStatus.Pending,
    paymentType: 0,
  })
}
