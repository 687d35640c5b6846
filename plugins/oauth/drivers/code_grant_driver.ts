import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver, errors } from '@adonisjs/ally'
import type { AllyUserContract, ApiRequestContract, Oauth2AccessToken, Oauth2DriverConfig } from '@adonisjs/ally/types'
import { tokenByGet } from './token_by_get.js'

export type CodeGrantDriverConfig = Oauth2DriverConfig & { userInfoUrl?: string }

/** What a provider's user-info answer says about the person; the rest of Ally's user is the same for all. */
export interface ProviderProfile {
  id: string
  name: string
  email?: string | null
  avatarUrl: string | null
  original: Record<string, any>
}

/**
 * Gitee, QQ and WeChat: a code grant with the usual parameter names, a state cookie named
 * after the provider, 'access_denied' when the visitor says no, and a profile read with the
 * token. Each says only its URLs, its redirect parameters and how to read the profile.
 */
export abstract class CodeGrantDriver<Token extends Oauth2AccessToken = Oauth2AccessToken> extends Oauth2Driver<Token, string> {
  protected abstract userInfoUrl: string
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName: string
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ','

  constructor(
    ctx: HttpContext,
    public config: CodeGrantDriverConfig,
    provider: string
  ) {
    super(ctx, config)
    // Set here, not as a field of the provider's class: those are assigned only after this constructor.
    this.stateCookieName = `${provider}_oauth_state`
    this.loadState()
  }

  protected abstract profile(token: string, callback?: (request: ApiRequestContract) => void, grant?: Token): Promise<ProviderProfile>

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  /** For QQ and WeChat, which take the code exchange as a GET (token_by_get.ts). */
  protected async exchangeCodeByGet(params: Record<string, string>) {
    if (this.hasError()) throw new errors.E_OAUTH_MISSING_CODE([this.codeParamName])
    if (this.stateMisMatch()) throw new errors.E_OAUTH_STATE_MISMATCH()
    return tokenByGet(this.httpClient(this.config.accessTokenUrl || this.accessTokenUrl), { ...params, code: String(this.getCode()) })
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void, grant?: Token) {
    const { id, name, email, avatarUrl, original } = await this.profile(token, callback, grant)
    return {
      id,
      nickName: name,
      name,
      email: email ?? null,
      emailVerificationState: 'unsupported' as const,
      avatarUrl,
      original,
      token: { token, type: 'bearer' as const },
    }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<Token>> {
    const token = await this.accessToken(callback)
    return { ...(await this.userFromToken(token.token, callback, token)), token }
  }
}
