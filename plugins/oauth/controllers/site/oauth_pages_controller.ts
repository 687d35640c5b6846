import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { mePageProps } from '#core/accounts/contracts'
import { providerNamed } from '../../providers.js'
import { providerDriver, providerSettings, isUsable } from '../../drivers/provider_driver.js'
import { enabledProviders } from '../../queries/enabled_providers.js'
import { boundAccountsOf } from '../../queries/bound_accounts.js'
import { hasOwnPassword } from '../../actions/passwordless.js'
import { boundAccountJson } from '../../transformers/oauth_transformer.js'
import { keepLoginRedirect, keptLoginRedirect } from '../../actions/login_redirect.js'

function text(value: unknown) {
  return typeof value === 'string' ? value.slice(0, 512) : ''
}

export default class OauthPagesController {
  /**
   * GET /oauth/:type/authorize: the provider buttons lead here. The state goes into an
   * encrypted cookie (ally's) before the redirect, is compared when the code comes back and is
   * then removed. The login page's ?redirect= travels the same way.
   */
  async authorize(ctx: HttpContext) {
    const provider = providerNamed(ctx.params.type)
    if (!provider || !isUsable(await providerSettings(provider.name))) return ctx.response.redirect('/login')
    keepLoginRedirect(ctx)
    const driver = await providerDriver(ctx, provider)
    await driver.redirect()
  }

  /** GET /oauth/:type: the callback page; it sends the code and state to POST /api/v1/oauth/login, then goes to `redirect`. */
  async callback(ctx: HttpContext) {
    const provider = providerNamed(ctx.params.type)
    const query = ctx.request.qs()
    return renderPage(ctx, 'oauth/site/callback', {
      provider: provider ? { name: provider.name, type: provider.type, title: provider.title } : null,
      code: text(query.code),
      state: text(query.state),
      error: text(query.error_description) || text(query.error),
      redirect: keptLoginRedirect(ctx),
    })
  }

  /** GET /me/oauth: 绑定账号 of the personal centre. */
  async me(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const [accounts, providers] = await Promise.all([boundAccountsOf(user.id), enabledProviders()])
    return renderPage(ctx, 'oauth/site/me_oauth', {
      ...(await mePageProps(ctx, 'oauth')),
      accounts: accounts.map(boundAccountJson),
      providers: providers.map((provider) => ({ name: provider.name, type: provider.type, title: provider.title, icon: provider.icon })),
      hasPassword: await hasOwnPassword(user),
    })
  }
}
