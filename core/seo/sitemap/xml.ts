import type { SitemapUrl } from '../types.js'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as XML character data; characters XML 1.0 cannot hold at all are dropped. */
export function escapeXml(text: string) {
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters: they are what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => ENTITIES[char])
}

/**
 * The absolute, percent-encoded form of a sitemap location: paths are joined to the base URL
 * (which may carry a path of its own), absolute URLs are kept.
 */
export function absoluteUrl(loc: string, baseUrl: string) {
  if (/^https?:\/\//i.test(loc)) return new URL(loc).href
  return new URL(`${baseUrl.replace(/\/+$/, '')}/${loc.replace(/^\/+/, '')}`).href
}

const SQL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/

/**
 * W3C datetime in UTC, to the second. Strings are what the database hands back: ISO with a
 * zone, or SQL 'yyyy-MM-dd HH:mm:ss' in the process zone (how Lucid writes timestamps). Parsed
 * by hand: a sitemap reads one per URL, and luxon would cost seconds per 100,000.
 */
export function lastmodOf(value: SitemapUrl['lastmod']): string | null {
  if (value === null || value === undefined || value === '') return null
  let date: Date
  if (value instanceof Date) date = value
  else if (typeof value === 'string') {
    const sql = SQL_DATETIME.exec(value)
    date = sql ? new Date(+sql[1], +sql[2] - 1, +sql[3], +sql[4], +sql[5], +sql[6]) : new Date(value)
  } else return null
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function entry(tag: 'url' | 'sitemap', loc: string, lastmod: string | null) {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`
}

/** A <urlset> file. */
export function urlsetXml(urls: { loc: string; lastmod: string | null }[]) {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => entry('url', url.loc, url.lastmod)).join('')}</urlset>\n`
}

/** The <sitemapindex> that lists the files. */
export function sitemapIndexXml(files: { loc: string; lastmod: string | null }[]) {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files.map((file) => entry('sitemap', file.loc, file.lastmod)).join('')}</sitemapindex>\n`
}
