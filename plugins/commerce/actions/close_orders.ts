import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import Order from '../models/order.js'
import { OrderStatus } from '../enums/order.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** Closes pending orders older than config/pay.order_timeout_minutes; a paid order is never touched. */
export async function closeExpiredOrders(now = DateTime.now()) {
  const minutes = Number(await settings.get('pay', 'order_timeout_minutes')) || 30
  const stamp = now.toFormat('yyyy-MM-dd HH:mm:ss')
  const affected = await db
    .from('commerce_orders')
    .where('status', OrderStatus.Pending)
    .where('created_at', '<', now.minus({ minutes }).toFormat('yyyy-MM-dd HH:mm:ss'))
    .update({ status: OrderStatus.Closed, closed_at: stamp, updated_at: stamp })
  return affectedRows(affected)
}

/** PUT /api/v1/order/close: the buyer closes their own pending order; a paid order stays paid. */
export async function closeOwnOrder(userId: number, orderNo: string) {
  const stamp = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
  await db
    .from('commerce_orders')
    .where({ order_no: orderNo, user_id: userId, status: OrderStatus.Pending })
    .update({ status: OrderStatus.Closed, closed_at: stamp, updated_at: stamp })
  const order = await Order.query().where('order_no', orderNo).where('user_id', userId).first()
  if (!order) throw ApiError.notFound('订单不存在')
  if (order.status === OrderStatus.Paid) throw ApiError.badRequest('订单已支付，不能关闭')
  return order
}
