import type { HttpContext } from '@adonisjs/core/http'
import type { Oauth2Driver } from '@adonisjs/ally'
import type { ApiRequestContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import { CodeGrantDriver, type CodeGrantDriverConfig } from './code_grant_driver.js'

type WechatToken = Oauth2AccessToken & { openid?: string }

/**
 * 微信开放平台 website login (developers.weixin.qq.com, 网站应用微信登录): the QR page takes
 * appid and scope snsapi_login and ends in #wechat_redirect; the token answer already
 * names the openid (and unionid); sns/userinfo gives the nickname and head image.
 */
export class WechatDriver extends CodeGrantDriver<WechatToken> {
  protected authorizeUrl = 'https://open.weixin.qq.com/connect/qrconnect'
  protected accessTokenUrl = 'https://api.weixin.qq.com/sns/oauth2/access_token'
  protected userInfoUrl = 'https://api.weixin.qq.com/sns/userinfo'

  constructor(ctx: HttpContext, config: CodeGrantDriverConfig) {
    super(ctx, config, 'wechat')
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

  async accessToken(): Promise<WechatToken> {
    const body = await this.exchangeCodeByGet({
      appid: this.config.clientId,
      secret: this.config.clientSecret,
      grant_type: 'authorization_code',
    })
    return { token: body.access_token, type: 'bearer', expiresIn: body.expires_in, refreshToken: body.refresh_token, openid: body.openid }
  }

  protected async profile(token: string, callback?: (request: ApiRequestContract) => void, grant?: WechatToken) {
    const request = this.httpClient(this.config.userInfoUrl || this.userInfoUrl)
    request
      .param('access_token', token)
      .param('openid', grant?.openid ?? '')
      .parseAs('json')
    callback?.(request)
    const body = await request.get()
    if (!body?.openid) throw new Error(`wechat: sns/userinfo failed: ${JSON.stringify(body)?.slice(0, 200)}`)
    return { id: String(body.openid), name: body.nickname ?? '', avatarUrl: body.headimgurl || null, original: body }
  }
}
