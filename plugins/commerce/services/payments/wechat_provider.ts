import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { PaymentType } from '../../enums/order.js'
import type Order from '../../models/order.js'
import type { PaymentProvider } from './provider.js'
import { wechatAuthorization, wechatDecrypt, wechatVerify } from './wechat_signature.js'

type WechatConfig = {
  enable_wechatpay: boolean
  wechatpay_appid: string
  wechatpay_mch_id: string
  wechatpay_serial_no: string
  wechatpay_private_key: string
  wechatpay_apiv3_key: string
  wechatpay_public_key: string
}

const config = () => settings.group<WechatConfig>('pay')
const API = 'https://api.mch.weixin.qq.com'

/** WeChat Pay v3 Native (QR code) payment: signed requests, signed and encrypted notifications. */
export const wechatProvider: PaymentProvider = {
  type: PaymentType.WechatPay,
  name: '微信支付',

  async enabled() {
    const pay = await config()
    return Boolean(
      pay.enable_wechatpay && pay.wechatpay_mch_id && pay.wechatpay_private_key && pay.wechatpay_apiv3_key && pay.wechatpay_public_key
    )
  },

  async start(order: Order) {
    const pay = await config()
    const domain = String(await settings.get('system', 'domain')).replace(/\/+$/, '')
    const path = '/v3/pay/transactions/native'
    const body = JSON.stringify({
      appid: pay.wechatpay_appid,
      mchid: pay.wechatpay_mch_id,
      description: order.productName,
      out_trade_no: order.orderNo,
      notify_url: `${domain}/api/v1/pay/notify/wechat`,
      amount: { total: order.money, currency: 'CNY' },
    })
    const authorization = wechatAuthorization({
      method: 'POST',
      path,
      body,
      mchId: pay.wechatpay_mch_id,
      serialNo: pay.wechatpay_serial_no,
      privateKey: pay.wechatpay_private_key,
    })
    const response = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'authorization': authorization, 'content-type': 'application/json', 'accept': 'application/json' },
      body,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null)
    const answer = response?.ok ? ((await response.json()) as { code_url?: string }) : null
    if (!answer?.code_url) throw ApiError.badRequest('微信支付下单失败，请稍后再试')
    return { paymentUrl: answer.code_url }
  },

  async verify({ headers, raw }) {
    const pay = await config()
    if (!wechatVerify(headers, raw, pay.wechatpay_public_key)) return null
    let envelope: { resource?: any }
    try {
      envelope = JSON.parse(raw)
    } catch {
      return null
    }
    const paid = envelope.resource ? wechatDecrypt(envelope.resource, pay.wechatpay_apiv3_key) : null
    if (!paid || paid.mchid !== pay.wechatpay_mch_id || paid.trade_state !== 'SUCCESS') return null
    const total = Number(paid.amount?.total)
    if (!Number.isInteger(total) || !paid.out_trade_no) return null
    return { orderNo: String(paid.out_trade_no), paidFen: total, tradeNo: String(paid.transaction_id ?? '') }
  },
}
