import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'

/** Search engines by host, so the sources read 百度 rather than www.baidu.com. */
const ENGINES: [RegExp, string][] = [
  [/(^|\.)baidu\.com$/, '百度'],
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, '必应'],
  [/(^|\.)sogou\.com$/, '搜狗'],
  [/(^|\.)so\.com$/, '360搜索'],
  [/(^|\.)sm\.cn$/, '神马搜索'],
  [/(^|\.)toutiao\.com$/, '头条搜索'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
]

export const DIRECT_SOURCE = '直接访问'

/**
 * Where a visit came from, for page views that enter the site: a search engine, another
 * site's host, or 直接访问. Null for a move between the site's own pages (a referer stored
 * as a path, see recordPageView).
 */
export function sourceOf(referer: string): string | null {
  if (!referer) return DIRECT_SOURCE
  if (referer.startsWith('/')) return null
  let host: string
  try {
    host = new URL(referer).hostname.toLowerCase()
  } catch {
    return DIRECT_SOURCE
  }
  return ENGINES.find(([pattern]) => pattern.test(host))?.[1] ?? host.slice(0, 191)
}

/** A referer on the site's own host becomes its path; others stay whole. Secret parameters are dropped. */
export function normalizeReferer(referer: string, siteHost: string | null) {
  if (!referer) return ''
  try {
    const parsed = new URL(referer)
    if (siteHost && parsed.host === siteHost) return stripUrlSecrets(`${parsed.pathname}${parsed.search}`).slice(0, 512)
  } catch {
    return referer.startsWith('/') ? stripUrlSecrets(referer).slice(0, 512) : ''
  }
  return stripUrlSecrets(referer).slice(0, 512)
}
