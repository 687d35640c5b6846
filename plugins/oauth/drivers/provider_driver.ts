import type { HttpContext } from '@adonisjs/core/http'
import { GithubDriver } from '@adonisjs/ally/drivers/github'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import { settings } from '#core/settings/contracts'
import { siteBaseUrl } from '#core/seo/contracts'
import type { OauthProvider, OauthProviderName } from '../providers.js'
import type { ProviderSettings } from '../settings.js'
import { GiteeDriver } from './gitee_driver.js'
import { QqDriver } from './qq_driver.js'
import { WechatDriver } from './wechat_driver.js'

/** One provider's settings, read at request time: a changed secret applies to the next login. */
export async function providerSettings(name: OauthProviderName): Promise<ProviderSettings> {
  const group = await settings.group<Record<string, string | boolean>>('oauth')
  return {
    enable: group[`${name}_enable`] === true,
    clientId: String(group[`${name}_client_id`] ?? '').trim(),
    clientSecret: String(group[`${name}_client_secret`] ?? '').trim(),
    authorizeUrl: String(group[`${name}_authorize_url`] ?? '').trim(),
    tokenUrl: String(group[`${name}_token_url`] ?? '').trim(),
    userinfoUrl: String(group[`${name}_userinfo_url`] ?? '').trim(),
  }
}

/** The callback to register with the provider: the site's /oauth/<name> page. */
export async function callbackUrl(name: OauthProviderName) {
  return `${await siteBaseUrl()}/oauth/${name}`
}

/** A provider is offered only when it is switched on and has an app id and secret. */
export function isUsable(config: ProviderSettings) {
  return config.enable && config.clientId !== '' && config.clientSecret !== ''
}

/** The ally driver of a provider, configured from its settings; ally's own for GitHub and Google. */
export async function providerDriver(ctx: HttpContext, provider: OauthProvider) {
  const config = await providerSettings(provider.name)
  const base = {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    callbackUrl: await callbackUrl(provider.name),
    ...(config.authorizeUrl ? { authorizeUrl: config.authorizeUrl } : {}),
    ...(config.tokenUrl ? { accessTokenUrl: config.tokenUrl } : {}),
    ...(config.userinfoUrl ? { userInfoUrl: config.userinfoUrl } : {}),
  }
  switch (provider.name) {
    case 'github':
      return new GithubDriver(ctx, {
        ...base,
        scopes: ['read:user'],
        userEmailUrl: config.userinfoUrl ? `${config.userinfoUrl}/emails` : undefined,
      })
    case 'google':
      return new GoogleDriver(ctx, { ...base, scopes: ['openid', 'profile'] })
    case 'gitee':
      return new GiteeDriver(ctx, base)
    case 'qq':
      return new QqDriver(ctx, base)
    case 'wechat':
      return new WechatDriver(ctx, base)
  }
}
