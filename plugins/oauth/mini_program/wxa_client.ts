import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { accessToken, OFFICIAL_API, wechatJson, type WechatApp } from '../official_account/mp_client.js'

export interface MiniProgramConfig extends WechatApp {
  page: string
}

/** The mini-program's settings, when its login is switched on and complete. */
export async function miniProgramConfig(): Promise<MiniProgramConfig> {
  const group = await settings.group<Record<string, string | boolean>>('mp')
  const text = (value: unknown) => String(value ?? '').trim()
  const config = {
    appid: text(group.appid),
    secret: text(group.secret),
    page: text(group.page),
    apiUrl: text(group.api_url).replace(/\/+$/, '') || OFFICIAL_API,
  }
  if (group.enable !== true || !config.appid || !config.secret) throw ApiError.badRequest('微信小程序登录未启用')
  return config
}

/** The user's openid (and unionid) from a wx.login code (sns/jscode2session). */
export async function code2Session(config: MiniProgramConfig, code: string) {
  const query = new URLSearchParams({ appid: config.appid, secret: config.secret, js_code: code, grant_type: 'authorization_code' })
  const body = await wechatJson(`${config.apiUrl}/sns/jscode2session?${query}`)
  return { openid: String(body.openid ?? ''), unionid: typeof body.unionid === 'string' ? body.unionid : '' }
}

/**
 * A mini-program code that opens `page` with `scene` (wxa/getwxacodeunlimit), as a data URL.
 * WeChat answers the image itself, or JSON with an errcode.
 */
export async function unlimitedCode(config: MiniProgramConfig, scene: string) {
  const token = await accessToken(config)
  const response = await fetch(`${config.apiUrl}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scene, ...(config.page ? { page: config.page, check_path: false } : {}), width: 280 }),
    signal: AbortSignal.timeout(10_000),
  })
  const type = response.headers.get('content-type') ?? ''
  const bytes = Buffer.from(await response.arrayBuffer())
  if (!response.ok || !type.startsWith('image/')) {
    throw new Error(`wechat getwxacodeunlimit: ${response.status} ${bytes.toString('utf8').slice(0, 200)}`)
  }
  return `data:${type.split(';')[0]};base64,${bytes.toString('base64')}`
}
