import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A 1×1 PNG: what getwxacodeunlimit answers stands for a mini-program code. */
export const FAKE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64'
)

/**
 * A stand-in for WeChat's API (api.weixin.qq.com) for the official account and the
 * mini-program: cgi-bin/token, qrcode/create, the web-authorization code exchange, the JS-SDK
 * ticket, jscode2session and getwxacodeunlimit, each answering errors with an errcode and
 * status 200 as WeChat does.
 */
export class FakeWechatMp {
  appid = 'wx-fake-appid'
  secret = 'wx-fake-secret'
  token = 'push-token'
  mpAppid = 'wx-fake-mini'
  mpSecret = 'wx-fake-mini-secret'
  jsapiTicket = 'fake-jsapi-ticket'
  ticketRequests = 0
  /** The scene and page of each mini-program code asked for. */
  wxaCodes: { scene: string; page?: string }[] = []
  /** openid per wx.login code of the mini-program. */
  mpCodes = new Map<string, { openid: string; used: boolean }>()
  scenes: string[] = []
  tokenRequests = 0
  /** openid per web-authorization code WeChat would hand the visitor's browser. */
  codes = new Map<string, { openid: string; used: boolean }>()
  #accessTokens = new Set<string>()
  #server: Server | null = null
  base = ''

  async start() {
    this.#server = createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => {
        const url = new URL(request.url!, 'http://fake')
        const body = this.#handle(request.method!, url, raw)
        if (Buffer.isBuffer(body)) {
          response.writeHead(200, { 'Content-Type': 'image/png' })
          return response.end(body)
        }
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
  }

  async stop() {
    await new Promise((resolve) => this.#server?.close(resolve))
  }

  settings() {
    return {
      officialaccount_enable: true,
      officialaccount_appid: this.appid,
      officialaccount_secret: this.secret,
      officialaccount_token: this.token,
      officialaccount_api_url: this.base,
    }
  }

  miniProgramSettings() {
    return { enable: true, appid: this.mpAppid, secret: this.mpSecret, api_url: this.base }
  }

  mpCodeFor(openid: string) {
    const code = randomBytes(8).toString('hex')
    this.mpCodes.set(code, { openid, used: false })
    return code
  }

  codeFor(openid: string) {
    const code = randomBytes(8).toString('hex')
    this.codes.set(code, { openid, used: false })
    return code
  }

  #knownApp(query: URLSearchParams) {
    const pair = `${query.get('appid')}|${query.get('secret')}`
    return pair === `${this.appid}|${this.secret}` || pair === `${this.mpAppid}|${this.mpSecret}`
  }

  #handle(method: string, url: URL, raw: string): Record<string, unknown> | Buffer {
    const query = url.searchParams
    const tokenOk = () => this.#accessTokens.has(query.get('access_token') ?? '')
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      this.ticketRequests += 1
      if (!tokenOk() || query.get('type') !== 'jsapi') return { errcode: 40014, errmsg: 'invalid access_token' }
      return { errcode: 0, errmsg: 'ok', ticket: this.jsapiTicket, expires_in: 7200 }
    }
    if (url.pathname === '/wxa/getwxacodeunlimit' && method === 'POST') {
      if (!tokenOk()) return { errcode: 40001, errmsg: 'invalid credential' }
      const body = JSON.parse(raw)
      if (typeof body.scene !== 'string' || body.scene.length > 32) return { errcode: 40169, errmsg: 'invalid length for scene' }
      this.wxaCodes.push({ scene: body.scene, page: body.page })
      return FAKE_PNG
    }
    if (url.pathname === '/sns/jscode2session') {
      const grant = this.mpCodes.get(query.get('js_code') ?? '')
      if (query.get('appid') !== this.mpAppid || query.get('secret') !== this.mpSecret || !grant || grant.used) {
        return { errcode: 40029, errmsg: 'invalid code' }
      }
      grant.used = true
      return { openid: grant.openid, session_key: randomBytes(8).toString('base64') }
    }
    if (url.pathname === '/cgi-bin/token') {
      this.tokenRequests += 1
      if (!this.#knownApp(query)) return { errcode: 40001, errmsg: 'invalid credential' }
      const token = randomBytes(8).toString('hex')
      this.#accessTokens.add(token)
      return { access_token: token, expires_in: 7200 }
    }
    if (url.pathname === '/cgi-bin/qrcode/create' && method === 'POST') {
      if (!this.#accessTokens.has(query.get('access_token') ?? '')) return { errcode: 40014, errmsg: 'invalid access_token' }
      const body = JSON.parse(raw)
      const scene = body.action_info.scene.scene_str
      this.scenes.push(scene)
      return { ticket: `ticket-${scene}`, expire_seconds: body.expire_seconds, url: `http://weixin.qq.com/q/${scene}` }
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const grant = this.codes.get(query.get('code') ?? '')
      if (query.get('appid') !== this.appid || query.get('secret') !== this.secret || !grant || grant.used) {
        return { errcode: 40029, errmsg: 'invalid code' }
      }
      grant.used = true
      return { access_token: randomBytes(8).toString('hex'), expires_in: 7200, openid: grant.openid, scope: 'snsapi_base' }
    }
    return { errcode: 404, errmsg: 'not found' }
  }
}
