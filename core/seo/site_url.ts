import env from '#start/env'
import { settings } from '#core/settings/contracts'

/**
 * What 网站域名 shipped with before it followed APP_URL: a site that saved the settings form
 * without changing it still holds it, and means "not set".
 */
const OLD_DEFAULT = 'http://localhost:3333'

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
 * The site's absolute base URL, without a trailing slash: the 网站域名 setting (system.domain,
 * which defaults to APP_URL), else APP_URL. A domain still at the old localhost default gives
 * way to APP_URL too, so a deployment that only set APP_URL does not publish localhost links.
 */
export async function siteBaseUrl(): Promise<string> {
  const domain = normalized(String((await settings.get<string>('system', 'domain')) ?? ''))
  const appUrl = normalized(env.get('APP_URL') ?? '')
  if (domain && !(appUrl && domain === OLD_DEFAULT)) return domain
  return appUrl ?? domain ?? OLD_DEFAULT
}

/** Whether a base URL only works on the server itself (localhost, 127.x, ::1, 0.0.0.0). */
export function isLocalAddress(baseUrl: string) {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\./.test(host)
}
