import { ApiError } from '#core/kernel/http/api_error'
import Order from '../models/order.js'
import { OrderStatus, PaymentType } from '../enums/order.js'
import { alipayProvider } from '../services/payments/alipay_provider.js'
import { sandboxProvider } from '../services/payments/sandbox_provider.js'
import { wechatProvider } from '../services/payments/wechat_provider.js'
import type { PaymentProvider } from '../services/payments/provider.js'
import { markOrderPaid, payOrderWithCredits } from './pay_order.js'

const PROVIDERS: PaymentProvider[] = [alipayProvider, wechatProvider, sandboxProvider]

export function providerFor(type: number) {
  return PROVIDERS.find((provider) => provider.type === type)
}

/**
 * POST /api/v1/order/pay: credits pay at once; the sandbox (when switched on) completes the
 * order without money; Alipay answers the signed page to send the buyer to and WeChat Pay a QR
 * code text; the order is paid when the provider's notification arrives.
 */
export async function startPayment(userId: number, orderNo: string, paymentType: number) {
  if (paymentType === PaymentType.Credits) {
    const { order } = await payOrderWithCredits(userId, orderNo)
    return { order, paymentUrl: '' }
  }
  const provider = providerFor(paymentType)
  if (!provider || !(await provider.enabled())) throw ApiError.badRequest('暂不支持该支付方式')
  const order = await Order.query().where('order_no', orderNo).where('user_id', userId).first()
  if (!order) throw ApiError.notFound('订单不存在')
  if (order.status === OrderStatus.Closed) throw ApiError.badRequest('订单已关闭，请重新下单')
  if (order.status === OrderStatus.Paid) return { order, paymentUrl: '' }
  if (provider === sandboxProvider) {
    const paid = await markOrderPaid(orderNo, provider.type, async () => {})
    return { order: paid.order, paymentUrl: '' }
  }
  const start = await provider.start(order)
  return { order, paymentUrl: start.paymentUrl }
}
