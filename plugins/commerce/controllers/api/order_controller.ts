import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import Order from '../../models/order.js'
import { createOrder } from '../../actions/create_order.js'
import { startPayment } from '../../actions/start_payment.js'
import { closeOwnOrder } from '../../actions/close_orders.js'
import { listUserOrders } from '../../queries/list_orders.js'
import { orderJson } from '../../transformers/order_transformer.js'
import { paymentQr } from '../../services/payments/payment_qr.js'
import {
  createOrderValidator,
  myOrdersValidator,
  orderMessages,
  orderNoValidator,
  payOrderValidator,
} from '../../validators/order_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

export default class OrderController {
  /** POST /api/v1/order: a pending order for the caller. */
  async store({ auth, request }: HttpContext) {
    const input = await request.validateUsing(createOrderValidator, { messagesProvider: orderMessages })
    const order = await createOrder({
      userId: auth.getUserOrFail().id,
      orderType: input.order_type,
      productId: input.product_id ?? 0,
      quantity: input.quantity,
    })
    return orderJson(order)
  }

  /** PUT /api/v1/order/close: the caller gives up a pending order. */
  async close({ auth, request }: HttpContext) {
    const { order_no: orderNo } = await request.validateUsing(orderNoValidator, { messagesProvider: orderMessages })
    return orderJson(await closeOwnOrder(auth.getUserOrFail().id, orderNo))
  }

  /** GET /api/v1/order?order_no= and /api/v1/order/status (polled while a provider's page is open). */
  async show({ auth, request }: HttpContext) {
    const { order_no: orderNo } = await request.validateUsing(orderNoValidator, { data: request.qs(), messagesProvider: orderMessages })
    const order = await Order.query().where('order_no', orderNo).where('user_id', auth.getUserOrFail().id).first()
    if (!order) throw ApiError.notFound('订单不存在')
    return orderJson(order)
  }

  /**
   * POST /api/v1/order/pay: credits (5), the sandbox (7, when on), Alipay (2, a signed page to
   * open) or WeChat Pay (1, a QR code to scan: payment_qr).
   */
  async pay({ auth, request }: HttpContext) {
    const input = await request.validateUsing(payOrderValidator, { messagesProvider: orderMessages })
    const { order, paymentUrl } = await startPayment(auth.getUserOrFail().id, input.order_no, input.payment_type)
    return { order_status: order.status, payment_url: paymentUrl, payment_qr: await paymentQr(paymentUrl), order: orderJson(order) }
  }

  /** GET /api/v1/user/order: the caller's orders, newest first. */
  async mine({ auth, request }: HttpContext) {
    const input = await request.validateUsing(myOrdersValidator, { data: request.qs(), messagesProvider: orderMessages })
    const { page, size } = pageOf(input)
    const { total, orders } = await listUserOrders(auth.getUserOrFail().id, page, size, input.status ?? 0)
    return { total, order: orders.map((order) => orderJson(order)) }
  }
}
