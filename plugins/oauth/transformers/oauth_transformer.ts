import type OauthAccount from '../models/oauth_account.js'
import { providerOfType } from '../providers.js'
import type { enabledProviders } from '../queries/enabled_providers.js'

export function boundAccountJson(account: OauthAccount) {
  return {
    id: account.id,
    oauth_type: account.oauthType,
    name: providerOfType(account.oauthType)?.name ?? '',
    username: account.username,
    avatar: account.avatar,
    created_at: account.createdAt.toISO(),
    updated_at: account.updatedAt.toISO(),
  }
}

export function oauthConfigJson(provider: Awaited<ReturnType<typeof enabledProviders>>[number]) {
  return {
    type: provider.type,
    name: provider.name,
    title: provider.title,
    icon: provider.icon,
    client_id: provider.clientId,
    redirect_url: provider.redirectUrl,
    enable: true,
  }
}
