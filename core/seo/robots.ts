/**
 * Paths crawlers are kept out of: the back office, the API, personal pages, sign-in screens,
 * editors, orders, download links and search results. `$` ends a rule where a bare prefix
 * would also catch a public path (/upload vs /uploads/ images).
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
  '/upload$',
  '/post$',
  '/order$',
  '/m/order',
  '/download/',
  '/search',
  '/m/search',
]

export interface RobotsInput {
  baseUrl: string
  /** The admin's extra rules (seo.robots_extra), one per line. */
  extra: string
  /** The site is closed or needs a login: nothing is crawlable. */
  closed: boolean
}

export function robotsTxt({ baseUrl, extra, closed }: RobotsInput) {
  if (closed) return 'User-agent: *\nDisallow: /\n'
  const extraLines = extra
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...extraLines,
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
