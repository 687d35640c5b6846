import { createHash } from 'node:crypto'
import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'

const OFFICIAL_API = 'https://api.weixin.qq.com'

export interface OfficialAccountConfig {
  appid: string
  secret: string
  token: string
  apiUrl: string
}

/** The official account's settings, when scan login is switched on and complete. */
export async function officialAccountConfig(): Promise<OfficialAccountConfig> {
  const group = await settings.group<Record<string, string | boolean>>('oauth')
  const config = {
    appid: String(group.officialaccount_appid ?? '').trim(),
    secret: String(group.officialaccount_secret ?? '').trim(),
    token: String(group.officialaccount_token ?? '').trim(),
    apiUrl:
      String(group.officialaccount_api_url ?? '')
        .trim()
        .replace(/\/+$/, '') || OFFICIAL_API,
  }
  if (group.officialaccount_enable !== true || !config.appid || !config.secret) throw ApiError.badRequest('微信公众号登录未启用')
  return config
}

/** Whether scan login is switched on and complete, for offering it on /login. */
export async function officialAccountEnabled() {
  return officialAccountConfig().then(
    () => true,
    () => false
  )
}

/** WeChat answers errors with status 200 and an errcode. */
async function wechatJson(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
  const body = (await response.json().catch(() => null)) as Record<string, any> | null
  if (!response.ok || !body || (body.errcode && body.errcode !== 0)) {
    throw new Error(`wechat ${new URL(url).pathname}: ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`)
  }
  return body
}

let cachedToken: { key: string; value: string; expiresAt: number } | null = null

/** The account's API access token (cgi-bin/token), kept until five minutes before it expires. */
export async function accessToken(config: OfficialAccountConfig) {
  const key = `${config.apiUrl}|${config.appid}|${config.secret}`
  if (cachedToken && cachedToken.key === key && cachedToken.expiresAt > Date.now()) return cachedToken.value
  const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appid, secret: config.secret })
  const body = await wechatJson(`${config.apiUrl}/cgi-bin/token?${query}`)
  cachedToken = { key, value: String(body.access_token), expiresAt: Date.now() + (Number(body.expires_in ?? 7200) - 300) * 1000 }
  return cachedToken.value
}

export function forgetAccessToken() {
  cachedToken = null
}

/** A temporary QR code whose scan (or follow) event carries `scene` (qrcode/create, QR_STR_SCENE). */
export async function createQrTicket(config: OfficialAccountConfig, scene: string, expireSeconds: number) {
  const token = await accessToken(config)
  const body = await wechatJson(`${config.apiUrl}/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ expire_seconds: expireSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } }),
  })
  return { ticket: String(body.ticket), url: String(body.url ?? ''), expireSeconds: Number(body.expire_seconds ?? expireSeconds) }
}

/** The visitor's openid from a web-authorization code of the account (inside WeChat's browser). */
export async function openidOfCode(config: OfficialAccountConfig, code: string) {
  const query = new URLSearchParams({ appid: config.appid, secret: config.secret, code, grant_type: 'authorization_code' })
  const body = await wechatJson(`${config.apiUrl}/sns/oauth2/access_token?${query}`)
  return { openid: String(body.openid), unionid: typeof body.unionid === 'string' ? body.unionid : '' }
}

/** The signature WeChat puts on each push to the server URL: sha1 of token, timestamp and nonce, sorted. */
export function pushSignature(token: string, timestamp: string, nonce: string) {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex')
}
