import { createHash } from 'node:crypto'
import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'

export interface OfficialAccountConfig {
  appid: string
  secret: string
  token: string
  apiUrl: string
}

export const OFFICIAL_API = 'https://api.weixin.qq.com'

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
export async function wechatJson(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
  const body = (await response.json().catch(() => null)) as Record<string, any> | null
  if (!response.ok || !body || (body.errcode && body.errcode !== 0)) {
    throw new Error(`wechat ${new URL(url).pathname}: ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`)
  }
  return body
}

/** An app of WeChat's API: the official account or the mini-program. */
export interface WechatApp {
  appid: string
  secret: string
  apiUrl: string
}

/** Access tokens and JS-SDK tickets per app, each kept until five minutes before it expires. */
const cached = new Map<string, { value: string; expiresAt: number }>()

async function keep(key: string, fetchValue: () => Promise<{ value: string; expiresIn: number }>) {
  const hit = cached.get(key)
  if (hit && hit.expiresAt > Date.now()) return hit.value
  const { value, expiresIn } = await fetchValue()
  cached.set(key, { value, expiresAt: Date.now() + (expiresIn - 300) * 1000 })
  return value
}

/** The app's API access token (cgi-bin/token). */
export async function accessToken(app: WechatApp) {
  return keep(`token|${app.apiUrl}|${app.appid}|${app.secret}`, async () => {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: app.appid, secret: app.secret })
    const body = await wechatJson(`${app.apiUrl}/cgi-bin/token?${query}`)
    return { value: String(body.access_token), expiresIn: Number(body.expires_in ?? 7200) }
  })
}

/** The JS-SDK ticket (cgi-bin/ticket/getticket, type jsapi) that wx.config signatures are made with. */
export async function jsapiTicket(app: WechatApp) {
  const token = await accessToken(app)
  return keep(`jsapi|${app.apiUrl}|${app.appid}|${app.secret}`, async () => {
    const body = await wechatJson(`${app.apiUrl}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`)
    return { value: String(body.ticket), expiresIn: Number(body.expires_in ?? 7200) }
  })
}

export function forgetAccessToken() {
  cached.clear()
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
