import logger from '@adonisjs/core/services/logger'
import Order from '../models/order.js'
import { providerFor } from './start_payment.js'
import { markOrderPaid } from './pay_order.js'
import type { PaymentNotification } from '../services/payments/provider.js'

/**
 * A payment provider's notification: verified (signature, merchant, success state), matched
 * to the order and its exact amount, then the order is paid once. Replays change nothing and
 * are acknowledged; anything that does not verify is refused and logged.
 */
export async function receiveNotification(paymentType: number, notification: PaymentNotification) {
  const provider = providerFor(paymentType)
  const verified = provider?.verify ? await provider.verify(notification) : null
  if (!verified) {
    logger.warn(
      { paymentType, orderNo: notification.fields.out_trade_no },
      'commerce: payment notification rejected (signature, merchant or state)'
    )
    return false
  }
  const order = await Order.findBy('order_no', verified.orderNo)
  if (!order || order.money !== verified.paidFen) {
    logger.warn({ paymentType, ...verified }, 'commerce: payment notification rejected (unknown order or amount mismatch)')
    return false
  }
  await markOrderPaid(order.orderNo, paymentType, async () => {}, { evenIfClosed: true })
  return true
}
