import { createHash, createPublicKey } from 'node:crypto'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'

/**
 * GET /api/v1/wechatpay/cert (api-shapes §28): the key WeChat Pay notifications are verified
 * with. MOREDOC downloads WeChat's platform certificate for this; Docsite verifies with the
 * WeChat Pay public key of 支付设置, so it hands back that key, checked to be one, and its
 * fingerprint for comparing with the merchant platform's.
 */
export default class WechatpayCertController {
  async show() {
    const pay = await settings.group<{ wechatpay_public_key: string }>('pay')
    const pem = String(pay.wechatpay_public_key ?? '').trim()
    if (!pem) throw ApiError.badRequest('尚未配置微信支付公钥，请在支付设置中填写')
    let der: Buffer
    try {
      der = createPublicKey(pem).export({ type: 'spki', format: 'der' })
    } catch {
      throw ApiError.badRequest('微信支付公钥无法识别，请检查支付设置中的 PEM 内容')
    }
    return { cert: pem, sha256: createHash('sha256').update(der).digest('hex') }
  }
}
