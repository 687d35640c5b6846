import { defineExtensionPoint } from '#core/kernel/extension_point'

/**
 * Core's paths crawlers are kept out of: the back office, the API, personal pages, sign-in
 * screens and search results. Plugins add their own (editors, orders, download links) through
 * `crawlerExclusions`. `$` ends a rule where a bare prefix would also catch a public path
 * (/upload vs /uploads/ images).
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/me$',
  '/me/',
  '/login',
  '/logout',
  '/register',
  '/findpassword',
  '/oauth',
  '/search',
  '/m/search',
]

/** Paths a plugin keeps crawlers out of, in robots.txt rule syntax (e.g. '/post$', '/download/'). */
export const crawlerExclusions = defineExtensionPoint<() => string[]>('crawlerExclusions', { isolated: true })

/** Core's rules and those of the enabled plugins, each once; a contribution that throws is left out. */
export function disallowedPaths() {
  const added = crawlerExclusions.entries().flatMap(({ owner, handler }) => {
    try {
      return handler()
    } catch (error) {
      crawlerExclusions.contributionFailed(owner, error)
      return []
    }
  })
  return [...new Set([...DISALLOWED_PATHS, ...added])]
}

export interface RobotsInput {
  baseUrl: string
  /** The admin's extra rules (seo.robots_extra), one per line. */
  extra: string
  /** The site is closed or needs a login: nothing is crawlable. */
  closed: boolean
  /** Rules to write; core's own by default. */
  disallow?: string[]
}

export function robotsTxt({ baseUrl, extra, closed, disallow = DISALLOWED_PATHS }: RobotsInput) {
  if (closed) return 'User-agent: *\nDisallow: /\n'
  const extraLines = extra
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    ...extraLines,
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
