import { createHash, randomBytes } from 'node:crypto'
import { type SmsProvider, SmsSendError } from './provider.js'
import { baseUrl, parseJson, providerFetch } from './http.js'

/**
 * X-WSSE UsernameToken: PasswordDigest is base64 of the hex SHA-256 of nonce + created +
 * app secret, as Huawei's own samples compute it.
 */
export function huaweiPasswordDigest(nonce: string, created: string, secret: string) {
  const hex = createHash('sha256')
    .update(nonce + created + secret)
    .digest('hex')
  return Buffer.from(hex).toString('base64')
}

export function huaweiWsse(appKey: string, secret: string, nonce: string, created: string) {
  const digest = huaweiPasswordDigest(nonce, created, secret)
  return `UsernameToken Username="${appKey}",PasswordDigest="${digest}",Nonce="${nonce}",Created="${created}"`
}

/** 华为云消息&短信 batchSendSms/v1 with X-WSSE; `app_id` is the signature's channel number (from). */
export const huaweiProvider: SmsProvider = {
  key: 'smsHuawei',
  title: '华为云短信',
  async send({ mobile, code }, config) {
    const url = `${baseUrl(config.endpoint, 'https://smsapi.cn-north-4.myhuaweicloud.com:443')}/sms/batchSendSms/v1`
    const nonce = randomBytes(16).toString('hex')
    const created = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
    const form = new URLSearchParams({
      from: config.appId,
      to: `+86${mobile}`,
      templateId: config.template,
      templateParas: JSON.stringify([code]),
    })
    if (config.signName) form.set('signature', config.signName)
    const { text } = await providerFetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Authorization': 'WSSE realm="SDP",profile="UsernameToken",type="Appkey"',
        'X-WSSE': huaweiWsse(config.accessKey, config.secretKey, nonce, created),
      },
      body: form.toString(),
    })
    const answer = parseJson(text)
    const status = answer?.result?.[0]?.status
    if (answer?.code === '000000' && (!status || status === '000000')) return { response: text }
    const errorCode = String(status && status !== '000000' ? status : (answer?.code ?? ''))
    const reason = String(answer?.description ?? '服务商无应答')
    throw new SmsSendError(`短信发送失败（${errorCode ? `${errorCode} ` : ''}${reason}），请稍后再试`, text)
  },
}
