import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the official account API (api.weixin.qq.com): cgi-bin/token, qrcode/create
 * and the web-authorization code exchange, each answering errors with an errcode and status 200
 * as WeChat does.
 */
export class FakeWechatMp {
  appid = 'wx-fake-appid'
  secret = 'wx-fake-secret'
  token = 'push-token'
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

  codeFor(openid: string) {
    const code = randomBytes(8).toString('hex')
    this.codes.set(code, { openid, used: false })
    return code
  }

  #handle(method: string, url: URL, raw: string): Record<string, unknown> {
    const query = url.searchParams
    if (url.pathname === '/cgi-bin/token') {
      this.tokenRequests += 1
      if (query.get('appid') !== this.appid || query.get('secret') !== this.secret) return { errcode: 40001, errmsg: 'invalid credential' }
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
