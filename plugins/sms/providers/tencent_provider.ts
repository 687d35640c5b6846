import { createHash, createHmac } from 'node:crypto'
import { type SmsProvider, SmsSendError, explain } from './provider.js'
import { baseUrl, parseJson, providerFetch } from './http.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()

/** TC3-HMAC-SHA256 of a JSON POST to `/`, signing content-type and host (API 3.0). */
export function tencentAuthorization(input: {
  secretId: string
  secretKey: string
  host: string
  payload: string
  timestamp: number
  service?: string
}) {
  const service = input.service ?? 'sms'
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10)
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${input.host}\n`,
    'content-type;host',
    sha256(input.payload),
  ].join('\n')
  const scope = `${date}/${service}/tc3_request`
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), service), 'tc3_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`
}

/** https://cloud.tencent.com/document/api/382/55981: SendSms error codes. */
const ERRORS: Record<string, string> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': '该手机号发送短信过于频繁，请稍后再试',
  'LimitExceeded.PhoneNumberOneHourLimit': '该手机号发送短信过于频繁，请稍后再试',
  'LimitExceeded.PhoneNumberDailyLimit': '该手机号今日接收短信已达上限',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': '该手机号今日接收短信已达上限',
  'InvalidParameterValue.IncorrectPhoneNumber': '手机号码格式不正确',
  'FailedOperation.InsufficientBalanceInSmsPackage': '短信服务余额不足，请联系网站管理员',
  'FailedOperation.SignatureIncorrectOrUnapproved': '短信签名不可用，请联系网站管理员',
  'FailedOperation.TemplateIncorrectOrUnapproved': '短信模板不可用，请联系网站管理员',
  'FailedOperation.PhoneNumberInBlacklist': '该手机号暂时无法接收短信',
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': '短信应用 ID 无效，请联系网站管理员',
  'AuthFailure.SecretIdNotFound': '短信服务密钥无效，请联系网站管理员',
  'AuthFailure.SignatureFailure': '短信服务密钥无效，请联系网站管理员',
}

/** 腾讯云短信 SendSms (API 3.0, version 2021-01-11); template parameters: code, minutes. */
export const tencentProvider: SmsProvider = {
  key: 'smsTencent',
  title: '腾讯云短信',
  async send({ mobile, code, ttlMinutes }, config) {
    const url = new URL(`${baseUrl(config.endpoint, 'https://sms.tencentcloudapi.com')}/`)
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: config.appId,
      SignName: config.signName,
      TemplateId: config.template,
      TemplateParamSet: [code, String(ttlMinutes)],
    })
    const timestamp = Math.floor(Date.now() / 1000)
    const authorization = tencentAuthorization({
      secretId: config.accessKey,
      secretKey: config.secretKey,
      host: url.host,
      payload,
      timestamp,
    })
    const { text } = await providerFetch(url.toString(), {
      method: 'POST',
      headers: {
        'Authorization': authorization,
        'Content-Type': 'application/json; charset=utf-8',
        'X-TC-Action': 'SendSms',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': '2021-01-11',
        'X-TC-Region': config.region || 'ap-guangzhou',
      },
      body: payload,
    })
    const body = parseJson(text)?.Response
    const status = body?.SendStatusSet?.[0]
    if (!body?.Error && status?.Code === 'Ok') return { response: text }
    const errorCode = String(body?.Error?.Code ?? status?.Code ?? '')
    throw new SmsSendError(explain(ERRORS, errorCode, '服务商无应答'), text)
  },
}
