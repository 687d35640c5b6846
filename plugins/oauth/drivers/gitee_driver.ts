import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver } from '@adonisjs/ally'
import type { AllyUserContract, ApiRequestContract, Oauth2AccessToken, Oauth2DriverConfig } from '@adonisjs/ally/types'

export type GiteeDriverConfig = Oauth2DriverConfig & { userInfoUrl?: string }

/** Gitee (gitee.com/api/v5/oauth_doc): a standard code grant; the profile is read with ?access_token=. */
export class GiteeDriver extends Oauth2Driver<Oauth2AccessToken, string> {
  protected authorizeUrl = 'https://gitee.com/oauth/authorize'
  protected accessTokenUrl = 'https://gitee.com/oauth/token'
  protected userInfoUrl = 'https://gitee.com/api/v5/user'
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'gitee_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  constructor(
    ctx: HttpContext,
    public config: GiteeDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: { param(key: string, value: any): unknown }) {
    request.param('response_type', 'code')
    request.param('scope', 'user_info')
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.httpClient(this.config.userInfoUrl || this.userInfoUrl)
    request.param('access_token', token)
    request.parseAs('json')
    callback?.(request)
    const body = await request.get()
    if (!body?.id) throw new Error('gitee: the user info has no id')
    return {
      id: String(body.id),
      nickName: body.name || body.login || '',
      name: body.name || body.login || '',
      email: body.email ?? null,
      emailVerificationState: 'unsupported' as const,
      avatarUrl: body.avatar_url ?? null,
      original: body,
      token: { token, type: 'bearer' as const },
    }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<Oauth2AccessToken>> {
    const token = await this.accessToken(callback)
    return { ...(await this.userFromToken(token.token, callback)), token }
  }
}
