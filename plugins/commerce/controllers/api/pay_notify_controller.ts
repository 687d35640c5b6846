import type { HttpContext } from '@adonisjs/core/http'
import { PaymentType } from '../../enums/order.js'
import { receiveNotification } from '../../actions/receive_notification.js'

function notificationOf(request: HttpContext['request']) {
  const fields = Object.fromEntries(Object.entries(request.body()).map(([key, value]) => [key, String(value ?? '')]))
  const headers = Object.fromEntries(
    Object.entries(request.headers()).map(([key, value]) => [
      key.toLowerCase(),
      Array.isArray(value) ? value.join(',') : String(value ?? ''),
    ])
  )
  return { fields, headers, raw: request.raw() ?? '' }
}

/** Each provider stops retrying once it reads its own "received" answer. */
export default class PayNotifyController {
  /** POST /api/v1/pay/notify/alipay (form fields, RSA2 signed): answers `success`. */
  async alipay({ request, response }: HttpContext) {
    const ok = await receiveNotification(PaymentType.Alipay, notificationOf(request))
    return response
      .status(ok ? 200 : 400)
      .header('Content-Type', 'text/plain; charset=utf-8')
      .send(ok ? 'success' : 'fail')
  }

  /** POST /api/v1/pay/notify/wechat (JSON, signed headers, encrypted resource). */
  async wechat({ request, response }: HttpContext) {
    const ok = await receiveNotification(PaymentType.WechatPay, notificationOf(request))
    return response.status(ok ? 200 : 400).send(ok ? { code: 'SUCCESS' } : { code: 'FAIL', message: '验签失败' })
  }
}
