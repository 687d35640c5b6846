import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver, errors } from '@adonisjs/ally'
import type { AllyUserContract, ApiRequestContract, Oauth2AccessToken, Oauth2DriverConfig } from '@adonisjs/ally/types'
import { tokenByGet } from './token_by_get.js'

export type WechatDriverConfig = Oauth2DriverConfig & { userInfoUrl?: string }

/**
 * 微信开放平台 website login (developers.weixin.qq.com, 网站应用微信登录): the QR page takes
 * appid and scope snsapi_login and ends in #wechat_redirect; the token answer already
 * names the openid (and unionid); sns/userinfo gives the nickname and head image.
 */
export class WechatDriver extends Oauth2Driver<Oauth2AccessToken & { openid?: string }, string> {
  protected authorizeUrl = 'https://open.weixin.qq.com/connect/qrconnect'
  protected accessTokenUrl = 'https://api.weixin.qq.com/sns/oauth2/access_token'
  protected userInfoUrl = 'https://api.weixin.qq.com/sns/userinfo'
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'wechat_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ','

  constructor(
    ctx: HttpContext,
    public config: WechatDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: { param(key: string, value: any): unknown; clearParam(key: string): unknown }) {
    request.clearParam('client_id')
    request.param('appid', this.config.clientId)
    request.param('response_type', 'code')
    request.param('scope', 'snsapi_login')
  }

  async redirectUrl(callback?: Parameters<Oauth2Driver<Oauth2AccessToken, string>['redirectUrl']>[0]) {
    return `${await super.redirectUrl(callback)}#wechat_redirect`
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  async accessToken(): Promise<Oauth2AccessToken & { openid?: string }> {
    if (this.hasError()) throw new errors.E_OAUTH_MISSING_CODE([this.codeParamName])
    if (this.stateMisMatch()) throw new errors.E_OAUTH_STATE_MISMATCH()
    const body = await tokenByGet(this.httpClient(this.config.accessTokenUrl || this.accessTokenUrl), {
      appid: this.config.clientId,
      secret: this.config.clientSecret,
      code: String(this.getCode()),
      grant_type: 'authorization_code',
    })
    return { token: body.access_token, type: 'bearer', expiresIn: body.expires_in, refreshToken: body.refresh_token, openid: body.openid }
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void, openid = '') {
    const request = this.httpClient(this.config.userInfoUrl || this.userInfoUrl)
    request.param('access_token', token).param('openid', openid).parseAs('json')
    callback?.(request)
    const body = await request.get()
    if (!body?.openid) throw new Error(`wechat: sns/userinfo failed: ${JSON.stringify(body)?.slice(0, 200)}`)
    return {
      id: String(body.openid),
      nickName: body.nickname ?? '',
      name: body.nickname ?? '',
      email: null,
      emailVerificationState: 'unsupported' as const,
      avatarUrl: body.headimgurl || null,
      original: body,
      token: { token, type: 'bearer' as const },
    }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<Oauth2AccessToken>> {
    const token = await this.accessToken()
    return { ...(await this.userFromToken(token.token, callback, token.openid)), token }
  }
}
