import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver, errors } from '@adonisjs/ally'
import type { AllyUserContract, ApiRequestContract, Oauth2AccessToken, Oauth2DriverConfig } from '@adonisjs/ally/types'
import { tokenByGet } from './token_by_get.js'

export type QqDriverConfig = Oauth2DriverConfig & { userInfoUrl?: string }

/**
 * QQ 互联 (wiki.connect.qq.com): code → token (GET, fmt=json), token → openid and unionid
 * (/oauth2.0/me next to the token URL), then get_user_info with the app id as oauth_consumer_key.
 */
export class QqDriver extends Oauth2Driver<Oauth2AccessToken, string> {
  protected authorizeUrl = 'https://graph.qq.com/oauth2.0/authorize'
  protected accessTokenUrl = 'https://graph.qq.com/oauth2.0/token'
  protected userInfoUrl = 'https://graph.qq.com/user/get_user_info'
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'qq_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ','

  constructor(
    ctx: HttpContext,
    public config: QqDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: { param(key: string, value: any): unknown }) {
    request.param('response_type', 'code')
    request.param('scope', 'get_user_info')
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  async accessToken(): Promise<Oauth2AccessToken> {
    if (this.hasError()) throw new errors.E_OAUTH_MISSING_CODE([this.codeParamName])
    if (this.stateMisMatch()) throw new errors.E_OAUTH_STATE_MISMATCH()
    const body = await tokenByGet(this.httpClient(this.config.accessTokenUrl || this.accessTokenUrl), {
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      code: String(this.getCode()),
      redirect_uri: this.config.callbackUrl,
      fmt: 'json',
    })
    return { token: body.access_token, type: 'bearer', expiresIn: body.expires_in, refreshToken: body.refresh_token }
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void) {
    const tokenUrl = this.config.accessTokenUrl || this.accessTokenUrl
    const me = this.httpClient(tokenUrl.replace(/\/token$/, '/me'))
    me.param('access_token', token).param('unionid', 1).param('fmt', 'json').parseAs('json')
    const ids = await me.get()
    if (!ids?.openid) throw new Error(`qq: no openid: ${JSON.stringify(ids)?.slice(0, 200)}`)

    const request = this.httpClient(this.config.userInfoUrl || this.userInfoUrl)
    request.param('access_token', token).param('oauth_consumer_key', this.config.clientId).param('openid', ids.openid).parseAs('json')
    callback?.(request)
    const body = await request.get()
    if (!body || body.ret !== 0) throw new Error(`qq: get_user_info failed: ${JSON.stringify(body)?.slice(0, 200)}`)
    return {
      id: String(ids.openid),
      nickName: body.nickname ?? '',
      name: body.nickname ?? '',
      email: null,
      emailVerificationState: 'unsupported' as const,
      avatarUrl: body.figureurl_qq_2 || body.figureurl_qq_1 || null,
      original: { ...body, openid: ids.openid, unionid: ids.unionid ?? '' },
      token: { token, type: 'bearer' as const },
    }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<Oauth2AccessToken>> {
    const token = await this.accessToken()
    return { ...(await this.userFromToken(token.token, callback)), token }
  }
}
