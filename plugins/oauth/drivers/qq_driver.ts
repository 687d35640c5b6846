import type { HttpContext } from '@adonisjs/core/http'
import type { ApiRequestContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import { CodeGrantDriver, type CodeGrantDriverConfig } from './code_grant_driver.js'

/**
 * QQ 互联 (wiki.connect.qq.com): code → token (GET, fmt=json), token → openid and unionid
 * (/oauth2.0/me next to the token URL), then get_user_info with the app id as oauth_consumer_key.
 */
export class QqDriver extends CodeGrantDriver {
  protected authorizeUrl = 'https://graph.qq.com/oauth2.0/authorize'
  protected accessTokenUrl = 'https://graph.qq.com/oauth2.0/token'
  protected userInfoUrl = 'https://graph.qq.com/user/get_user_info'

  constructor(ctx: HttpContext, config: CodeGrantDriverConfig) {
    super(ctx, config, 'qq')
  }

  protected configureRedirectRequest(request: { param(key: string, value: any): unknown }) {
    request.param('response_type', 'code')
    request.param('scope', 'get_user_info')
  }

  async accessToken(): Promise<Oauth2AccessToken> {
    const body = await this.exchangeCodeByGet({
      grant_type: 'authorization_code',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      redirect_uri: this.config.callbackUrl,
      fmt: 'json',
    })
    return { token: body.access_token, type: 'bearer', expiresIn: body.expires_in, refreshToken: body.refresh_token }
  }

  protected async profile(token: string, callback?: (request: ApiRequestContract) => void) {
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
      name: body.nickname ?? '',
      avatarUrl: body.figureurl_qq_2 || body.figureurl_qq_1 || null,
      original: { ...body, openid: ids.openid, unionid: ids.unionid ?? '' },
    }
  }
}
