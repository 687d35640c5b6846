import { iso } from '#core/kernel/transformers/iso'
import type Order from '../models/order.js'

/** api-shapes §22 Order. */
export function orderJson(order: Order, username = '') {
  return {
    id: order.id,
    order_no: order.orderNo,
    user_id: order.userId,
    username,
    order_type: order.orderType,
    product_id: order.productId,
    product_name: order.productName,
    quantity: order.quantity,
    price: order.price,
    amount: order.amount,
    money: order.money,
    status: order.status,
    payment_type: order.paymentType,
    created_at: iso(order.createdAt),
    paid_at: iso(order.paidAt),
    closed_at: iso(order.closedAt),
  }
}
