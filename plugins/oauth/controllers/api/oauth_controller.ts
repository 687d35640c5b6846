import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { OAUTH_PROVIDERS, providerOfType } from '../../providers.js'
import { oauthBindValidator, oauthLoginValidator, oauthMessages, unbindValidator } from '../../validators/oauth_validators.js'
import { enabledProviders } from '../../queries/enabled_providers.js'
import { boundAccountsOf } from '../../queries/bound_accounts.js'
import { oauthLogin } from '../../actions/oauth_login.js'
import { bindAccount } from '../../actions/bind_account.js'
import { unbindAccount } from '../../actions/unbind_account.js'
import { boundAccountJson, oauthConfigJson } from '../../transformers/oauth_transformer.js'

function providerOf(type: number) {
  const provider = providerOfType(type)
  if (!provider) throw ApiError.badRequest('不支持的登录方式')
  return provider
}

export default class OauthController {
  /** GET /api/v1/oauth/configs */
  async configs() {
    return { oauths: (await enabledProviders()).map(oauthConfigJson) }
  }

  /** POST /api/v1/oauth/login */
  async login(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(oauthLoginValidator, { messagesProvider: oauthMessages })
    const provider = OAUTH_PROVIDERS.find((item) => item.type === input.oauth_type)!
    return oauthLogin(ctx, provider)
  }

  /** POST /api/v1/oauth/bind */
  async bind(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(oauthBindValidator, { messagesProvider: oauthMessages })
    return bindAccount(ctx, input, providerOf(input.oauth_type))
  }

  /** GET /api/v1/user/oauth */
  async mine(ctx: HttpContext) {
    return { oauth: (await boundAccountsOf(ctx.auth.getUserOrFail().id)).map(boundAccountJson) }
  }

  /** DELETE /api/v1/user/oauth?id= */
  async unbind(ctx: HttpContext) {
    const { id } = await unbindValidator.validate(ctx.request.qs(), { messagesProvider: oauthMessages })
    await unbindAccount(ctx.auth.getUserOrFail(), id)
    return {}
  }
}
