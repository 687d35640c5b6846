import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import settings from '#core/settings/settings_service'
import { http, mergeCookies } from '#core/accounts/tests/http'
import { OAUTH_PROVIDERS } from '#plugins/oauth/providers'
import type { FakeOauthProvider } from './fake_provider.js'

export type ProviderName = (typeof OAUTH_PROVIDERS)[number]['name']

export function typeOf(name: ProviderName) {
  return OAUTH_PROVIDERS.find((provider) => provider.name === name)!.type
}

/** Every provider off and pointing nowhere, nothing bound or pending. */
export async function resetOauth() {
  const values: Record<string, unknown> = {}
  for (const provider of OAUTH_PROVIDERS) {
    Object.assign(values, {
      [`${provider.name}_enable`]: false,
      [`${provider.name}_client_id`]: '',
      [`${provider.name}_client_secret`]: '',
      [`${provider.name}_authorize_url`]: '',
      [`${provider.name}_token_url`]: '',
      [`${provider.name}_userinfo_url`]: '',
    })
  }
  await settings.update('oauth', { ...values, officialaccount_enable: false })
  await settings.update('mp', { enable: false })
  await db.from('oauth_accounts').delete()
  await db.from('oauth_pending_logins').delete()
  await db.from('oauth_used_codes').delete()
  await db.from('oauth_mp_scan_logins').delete()
}

/**
 * A group against a fake provider: it serves while the group runs, and afterwards every
 * provider is off again, as later files run on the same settings.
 */
export function withFakeProvider(group: Group, fake: { start(): Promise<unknown>; stop(): Promise<unknown> }) {
  group.teardown(resetOauth)
  group.setup(async () => {
    await fake.start()
    return async () => {
      await fake.stop()
    }
  })
}

export async function enable(fake: FakeOauthProvider, name: ProviderName) {
  await settings.update('oauth', fake.settingsFor(name))
}

/**
 * The browser's part of the redirect dance: the provider button (/oauth/<name>/authorize, which
 * sets the state cookie), the provider's authorize page (which sends the visitor back with a
 * code and the state) and the callback page's POST /api/v1/oauth/login, with the cookies a
 * browser would hold (`cookies` adds a signed-in session).
 */
export async function oauthDance(name: ProviderName, options: { cookies?: string; body?: Record<string, unknown> } = {}) {
  const start = await http('GET', `/oauth/${name}/authorize`, { cookies: options.cookies })
  if (start.status() !== 302) throw new Error(`authorize answered ${start.status()}: ${start.text_().slice(0, 200)}`)
  const authorizeUrl = start.header('location')!
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' })
  const callback = new URL(atProvider.headers.get('location') ?? 'http://invalid/')
  const cookies = mergeCookies(options.cookies ?? '', start.cookieHeader())
  const code = callback.searchParams.get('code') ?? undefined
  const state = callback.searchParams.get('state') ?? undefined
  const login = () => http('POST', '/api/v1/oauth/login', { cookies, json: { code, state, oauth_type: typeOf(name), ...options.body } })
  return { authorizeUrl, callback, cookies, code, state, login, response: await login() }
}
