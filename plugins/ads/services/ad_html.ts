import { settings } from '#core/settings/contracts'
import { parseHosts, sanitizeAd } from './sanitize_ad.js'

/** The iframe hosts staff allowed in config/ads. */
export async function iframeHosts() {
  return parseHosts(await settings.get<string>('ads', 'iframe_hosts'))
}

/**
 * Sanitises with the current policy. Content is cleaned when saved and again here when
 * shown, so rows written another way, or a host removed from config/ads since, cannot slip through.
 */
export async function cleanAdHtml(html: string) {
  return sanitizeAd(html, await iframeHosts())
}
