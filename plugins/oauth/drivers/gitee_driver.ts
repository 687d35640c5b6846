import type { HttpContext } from '@adonisjs/core/http'
import type { ApiRequestContract } from '@adonisjs/ally/types'
import { CodeGrantDriver, type CodeGrantDriverConfig } from './code_grant_driver.js'

/** Gitee (gitee.com/api/v5/oauth_doc): a standard code grant; the profile is read with ?access_token=. */
export class GiteeDriver extends CodeGrantDriver {
  protected authorizeUrl = 'https://gitee.com/oauth/authorize'
  protected accessTokenUrl = 'https://gitee.com/oauth/token'
  protected userInfoUrl = 'https://gitee.com/api/v5/user'
  protected scopesSeparator = ' '

  constructor(ctx: HttpContext, config: CodeGrantDriverConfig) {
    super(ctx, config, 'gitee')
  }

  protected configureRedirectRequest(request: { param(key: string, value: any): unknown }) {
    request.param('response_type', 'code')
    request.param('scope', 'user_info')
  }

  protected async profile(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.httpClient(this.config.userInfoUrl || this.userInfoUrl)
    request.param('access_token', token)
    request.parseAs('json')
    callback?.(request)
    const body = await request.get()
    if (!body?.id) throw new Error('gitee: the user info has no id')
    return {
      id: String(body.id),
      name: body.name || body.login || '',
      email: body.email,
      avatarUrl: body.avatar_url ?? null,
      original: body,
    }
  }
}
