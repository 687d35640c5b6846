import { createHmac, randomUUID } from 'node:crypto'
import { type SmsProvider, SmsSendError, explain } from './provider.js'
import { baseUrl, parseJson, providerFetch } from './http.js'

/** RFC 3986 encoding as Aliyun's RPC signature wants it (spaces %20, `*` %2A, `~` kept). */
export function aliyunEncode(value: string) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/**
 * RPC signature v1: the parameters sorted by name, encoded and joined, then
 * base64(HMAC-SHA1(secret + '&', METHOD&%2F&encoded(query))).
 */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string) {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key])}`)
    .join('&')
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64')
}

/** https://help.aliyun.com/document_detail/101346.html: SendSms error codes. */
const ERRORS: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '该手机号发送短信过于频繁，请稍后再试',
  'isv.DAY_LIMIT_CONTROL': '该手机号今日接收短信已达上限',
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式不正确',
  'isv.AMOUNT_NOT_ENOUGH': '短信服务余额不足，请联系网站管理员',
  'isv.OUT_OF_SERVICE': '短信服务已停机，请联系网站管理员',
  'isv.SMS_SIGNATURE_ILLEGAL': '短信签名不可用，请联系网站管理员',
  'isv.SMS_TEMPLATE_ILLEGAL': '短信模板不可用，请联系网站管理员',
  'isv.TEMPLATE_MISSING_PARAMETERS': '短信模板参数不正确，请联系网站管理员',
  'isv.BLACK_KEY_CONTROL_LIMIT': '该手机号暂时无法接收短信',
  'InvalidAccessKeyId.NotFound': '短信服务密钥无效，请联系网站管理员',
  'SignatureDoesNotMatch': '短信服务密钥无效，请联系网站管理员',
}

/** 阿里云短信 dysmsapi SendSms (API version 2017-05-25), template parameter `code`. */
export const aliyunProvider: SmsProvider = {
  key: 'smsAliyun',
  title: '阿里云短信',
  async send({ mobile, code }, config) {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKey,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: config.region || 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: config.template,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    params.Signature = aliyunSignature('POST', params, config.secretKey)
    const { text } = await providerFetch(`${baseUrl(config.endpoint, 'https://dysmsapi.aliyuncs.com')}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    })
    const body = parseJson(text)
    if (body?.Code === 'OK') return { response: text }
    throw new SmsSendError(explain(ERRORS, String(body?.Code ?? ''), '服务商无应答'), text)
  },
}
