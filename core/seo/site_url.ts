import env from '#start/env'
import { settings } from '#core/settings/contracts'
import { systemSettings } from '#core/settings/groups/core_groups'

const SHIPPED_DOMAIN = String(systemSettings.fields.find((field) => field.name === 'domain')?.default ?? '')
const LAST_RESORT = 'http://localhost:3333'

function normalized(value: string) {
  const text = value.trim()
  if (!text) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return null
  }
}

/**
 * The site's absolute base URL, without a trailing slash: the 网站域名 setting (system.domain),
 * else APP_URL. A domain still at its shipped default (localhost) gives way to APP_URL too,
 * so a deployment that only set APP_URL does not publish localhost links.
 */
export async function siteBaseUrl(): Promise<string> {
  const domain = normalized(String((await settings.get<string>('system', 'domain')) ?? ''))
  const appUrl = normalized(env.get('APP_URL') ?? '')
  if (domain && !(appUrl && domain === normalized(SHIPPED_DOMAIN))) return domain
  return appUrl ?? domain ?? LAST_RESORT
}
