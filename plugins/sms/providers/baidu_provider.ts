import { createHmac } from 'node:crypto'
import { type SmsProvider, SmsSendError } from './provider.js'
import { baseUrl, parseJson, providerFetch } from './http.js'

/** BCE's URI encoding: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
export function bceEncode(value: string) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/**
 * bce-auth-v1: signingKey = hex(HMAC-SHA256(sk, prefix)), then hex(HMAC-SHA256(signingKey,
 * METHOD\npath\nquery\ncanonical headers)) over the lower-cased, sorted headers given.
 */
export function bceAuthorization(input: {
  accessKey: string
  secretKey: string
  method: string
  path: string
  headers: Record<string, string>
  timestamp: string
  expiresIn?: number
}) {
  const prefix = `bce-auth-v1/${input.accessKey}/${input.timestamp}/${input.expiresIn ?? 1800}`
  const signingKey = createHmac('sha256', input.secretKey).update(prefix).digest('hex')
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort()
  const lower = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]))
  const canonicalHeaders = names
    .map((name) => `${bceEncode(name)}:${bceEncode(lower[name].trim())}`)
    .sort()
    .join('\n')
  const canonicalPath = input.path.split('/').map(bceEncode).join('/')
  const canonicalRequest = [input.method.toUpperCase(), canonicalPath, '', canonicalHeaders].join('\n')
  const signature = createHmac('sha256', signingKey).update(canonicalRequest).digest('hex')
  return `${prefix}/${names.join(';')}/${signature}`
}

/** 百度智能云短信 SMS v3 sendsms; the sign name setting holds the signature id, template variable `code`. */
export const baiduProvider: SmsProvider = {
  key: 'smsBaidu',
  title: '百度智能云短信',
  async send({ mobile, code }, config) {
    const url = new URL(`${baseUrl(config.endpoint, 'https://smsv3.bj.baidubce.com')}/api/v3/sendsms`)
    const body = JSON.stringify({ mobile, template: config.template, signatureId: config.signName, contentVar: { code } })
    const timestamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
    const signed = { 'host': url.host, 'content-type': 'application/json', 'x-bce-date': timestamp }
    const authorization = bceAuthorization({
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      method: 'POST',
      path: url.pathname,
      headers: signed,
      timestamp,
    })
    const { text } = await providerFetch(url.toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-bce-date': timestamp, 'Authorization': authorization },
      body,
    })
    const answer = parseJson(text)
    const first = answer?.data?.[0]
    if (String(answer?.code) === '1000' && (!first || String(first.code) === '1000')) return { response: text }
    const code_ = String(first?.code ?? answer?.code ?? '')
    const reason = String(first?.message ?? answer?.message ?? '服务商无应答')
    throw new SmsSendError(`短信发送失败（${code_ ? `${code_} ` : ''}${reason}），请稍后再试`, text)
  },
}
