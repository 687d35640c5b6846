import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakePerson {
  id: string
  login: string
  name: string
  avatar: string
  unionid: string
}

type Style = 'github' | 'google' | 'gitee' | 'qq' | 'wechat'

interface Reply {
  status: number
  body?: unknown
  location?: string
}

/**
 * A stand-in for the five providers, one path prefix each (/github, /google, /gitee, /qq,
 * /wechat), answering as the real ones do: authorize redirects back with a code and the
 * state, the token endpoint takes each code once and checks the app's id and secret, the
 * user endpoints answer in each provider's own shape. `person` is who is signed in there.
 */
export class FakeOauthProvider {
  clientId = 'fake-client-id'
  clientSecret = 'fake-client-secret'
  person: FakePerson = {
    id: '1001',
    login: 'octocat',
    name: 'Octo Cat',
    avatar: 'https://avatars.example.com/octo.png',
    unionid: 'union-1001',
  }
  /** The next authorize answers with ?error=access_denied (the visitor said no). */
  deny = false
  /** Every endpoint but authorize fails with 503. */
  down = false
  tokenRequests = 0
  #codes = new Map<string, { person: FakePerson; used: boolean }>()
  #tokens = new Map<string, FakePerson>()
  #server: Server | null = null
  base = ''

  async start() {
    this.#server = createServer((request, response) => void this.#serve(request, response))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
    return this.base
  }

  async stop() {
    await new Promise((resolve) => this.#server?.close(resolve))
  }

  /** The settings that point a provider of the plugin at this fake. */
  settingsFor(style: Style) {
    const paths: Record<Style, [string, string, string]> = {
      github: ['/github/authorize', '/github/token', '/github/user'],
      google: ['/google/authorize', '/google/token', '/google/userinfo'],
      gitee: ['/gitee/authorize', '/gitee/token', '/gitee/user'],
      qq: ['/qq/oauth2.0/authorize', '/qq/oauth2.0/token', '/qq/user/get_user_info'],
      wechat: ['/wechat/connect/qrconnect', '/wechat/sns/oauth2/access_token', '/wechat/sns/userinfo'],
    }
    const [authorize, token, userinfo] = paths[style]
    return {
      [`${style}_enable`]: true,
      [`${style}_client_id`]: this.clientId,
      [`${style}_client_secret`]: this.clientSecret,
      [`${style}_authorize_url`]: this.base + authorize,
      [`${style}_token_url`]: this.base + token,
      [`${style}_userinfo_url`]: this.base + userinfo,
    }
  }

  async #serve(request: IncomingMessage, response: ServerResponse) {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const url = new URL(request.url!, this.base)
    const form = Object.fromEntries(new URLSearchParams(raw))
    const reply = this.#handle(
      request.method!,
      url,
      { ...Object.fromEntries(url.searchParams), ...form },
      request.headers.authorization ?? ''
    )
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (reply.location) headers.Location = reply.location
    response.writeHead(reply.status, headers)
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  }

  #handle(method: string, url: URL, params: Record<string, string>, authorization: string): Reply {
    const style = url.pathname.split('/')[1] as Style
    const path = url.pathname.slice(style.length + 1)
    if (path === '/authorize' || path === '/oauth2.0/authorize' || path === '/connect/qrconnect') return this.#authorize(style, params)
    if (this.down) return { status: 503, body: { error: 'unavailable' } }
    if (path === '/token' || path === '/oauth2.0/token' || path === '/sns/oauth2/access_token') return this.#token(style, method, params)
    const token = params.access_token || authorization.replace(/^(token|bearer)\s+/i, '')
    const person = this.#tokens.get(token)
    if (!person) return { status: 401, body: { message: 'Bad credentials' } }
    switch (style) {
      case 'github':
        return {
          status: 200,
          body: {
            id: Number(person.id),
            login: person.login,
            name: person.name,
            avatar_url: person.avatar,
            email: `${person.login}@example.com`,
          },
        }
      case 'google':
        return {
          status: 200,
          body: { sub: person.id, name: person.name, picture: person.avatar, email: `${person.login}@gmail.example`, email_verified: true },
        }
      case 'gitee':
        return { status: 200, body: { id: Number(person.id), login: person.login, name: person.name, avatar_url: person.avatar } }
      case 'qq':
        if (path === '/oauth2.0/me') {
          return { status: 200, body: { client_id: this.clientId, openid: `qq-${person.id}`, unionid: person.unionid } }
        }
        if (params.oauth_consumer_key !== this.clientId || params.openid !== `qq-${person.id}`) {
          return { status: 200, body: { ret: -1, msg: 'bad openid' } }
        }
        return { status: 200, body: { ret: 0, nickname: person.name, figureurl_qq_1: person.avatar, figureurl_qq_2: person.avatar } }
      case 'wechat':
        if (params.openid !== `wx-${person.id}`) return { status: 200, body: { errcode: 40003, errmsg: 'invalid openid' } }
        return {
          status: 200,
          body: { openid: `wx-${person.id}`, nickname: person.name, headimgurl: person.avatar, unionid: person.unionid },
        }
    }
    return { status: 404, body: { message: 'not found' } }
  }

  #authorize(style: Style, params: Record<string, string>): Reply {
    const clientId = style === 'wechat' ? params.appid : params.client_id
    if (clientId !== this.clientId || !params.redirect_uri) return { status: 400, body: { error: 'invalid_client' } }
    const back = new URL(params.redirect_uri)
    if (this.deny) {
      this.deny = false
      back.searchParams.set('error', 'access_denied')
    } else {
      const code = randomBytes(12).toString('hex')
      this.#codes.set(code, { person: { ...this.person }, used: false })
      back.searchParams.set('code', code)
    }
    if (params.state) back.searchParams.set('state', params.state)
    return { status: 302, location: back.toString() }
  }

  #token(style: Style, method: string, params: Record<string, string>): Reply {
    this.tokenRequests += 1
    const byGet = style === 'qq' || style === 'wechat'
    const clientId = style === 'wechat' ? params.appid : params.client_id
    const secret = style === 'wechat' ? params.secret : params.client_secret
    const refuse =
      style === 'wechat'
        ? { status: 200, body: { errcode: 40029, errmsg: 'invalid code' } }
        : { status: 400, body: { error: 'invalid_grant' } }
    if (method !== (byGet ? 'GET' : 'POST')) return { status: 405, body: { error: 'method' } }
    if (clientId !== this.clientId || secret !== this.clientSecret) return refuse
    const grant = this.#codes.get(params.code)
    if (!grant || grant.used) return refuse
    grant.used = true
    const token = randomBytes(12).toString('hex')
    this.#tokens.set(token, grant.person)
    const body: Record<string, unknown> = { access_token: token, token_type: 'bearer', expires_in: 7200 }
    if (style === 'wechat') Object.assign(body, { openid: `wx-${grant.person.id}`, unionid: grant.person.unionid })
    return { status: 200, body }
  }
}
