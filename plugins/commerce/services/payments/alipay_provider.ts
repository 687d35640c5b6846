import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { PaymentType } from '../../enums/order.js'
import type Order from '../../models/order.js'
import type { PaymentProvider } from './provider.js'
import { alipaySign, alipayVerify } from './alipay_signature.js'
import { fenToYuan, yuanToFen } from './money.js'

type AlipayConfig = {
  enable_alipay: boolean
  alipay_app_id: string
  alipay_private_key: string
  alipay_public_key: string
  alipay_gateway: string
}

const config = () => settings.group<AlipayConfig>('pay')

/** Alipay page payment (alipay.trade.page.pay) with RSA2 signed requests and notifications. */
export const alipayProvider: PaymentProvider = {
  type: PaymentType.Alipay,
  name: '支付宝',

  async enabled() {
    const pay = await config()
    return Boolean(pay.enable_alipay && pay.alipay_app_id && pay.alipay_private_key && pay.alipay_public_key)
  },

  async start(order: Order) {
    const pay = await config()
    const domain = String(await settings.get('system', 'domain')).replace(/\/+$/, '')
    const fields: Record<string, string> = {
      app_id: pay.alipay_app_id,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss'),
      version: '1.0',
      notify_url: `${domain}/api/v1/pay/notify/alipay`,
      return_url: `${domain}/order?order_no=${order.orderNo}`,
      biz_content: JSON.stringify({
        out_trade_no: order.orderNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: fenToYuan(order.money),
        subject: order.productName,
      }),
    }
    let sign: string
    try {
      sign = alipaySign(fields, pay.alipay_private_key)
    } catch {
      throw ApiError.badRequest('支付宝配置有误，请联系管理员')
    }
    const query = new URLSearchParams({ ...fields, sign })
    return { paymentUrl: `${pay.alipay_gateway}?${query.toString()}` }
  },

  async verify({ fields }) {
    const pay = await config()
    if (!alipayVerify(fields, pay.alipay_public_key)) return null
    if (fields.app_id !== pay.alipay_app_id) return null
    if (!['TRADE_SUCCESS', 'TRADE_FINISHED'].includes(fields.trade_status)) return null
    const paidFen = yuanToFen(fields.total_amount ?? '')
    if (paidFen === null || !fields.out_trade_no) return null
    return { orderNo: fields.out_trade_no, paidFen, tradeNo: fields.trade_no ?? '' }
  },
}
