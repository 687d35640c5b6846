import { OAUTH_PROVIDERS } from '../providers.js'
import { callbackUrl, isUsable, providerSettings } from '../drivers/provider_driver.js'

/** The providers a visitor may use now: switched on with an app id and secret. Never the secret. */
export async function enabledProviders() {
  const enabled = []
  for (const provider of OAUTH_PROVIDERS) {
    const config = await providerSettings(provider.name)
    if (!isUsable(config)) continue
    enabled.push({ ...provider, clientId: config.clientId, redirectUrl: await callbackUrl(provider.name) })
  }
  return enabled
}
