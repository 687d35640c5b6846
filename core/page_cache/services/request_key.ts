import type { IncomingMessage } from 'node:http'

const SESSION_COOKIES = ['docsite-session=', 'remember_web=']

/**
 * The cache key of a request an anonymous visitor made for a page or a public API read, or
 * null when the answer may differ per visitor: a member's session or remember-me cookie, a
 * bearer token, a partial Inertia reload, a browser's call from another site (its answer carries
 * that site's CORS headers, which another origin must not be given). The key separates a full page from an Inertia visit
 * (per asset version, so a new build never gets an old page's props) and from a JSON answer.
 */
export function anonymousRequestKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const headers = request.headers
  if (headers.authorization || headers.origin) return null
  const cookie = headers.cookie
  if (cookie && SESSION_COOKIES.some((name) => cookie.includes(name))) return null
  if (headers['x-inertia-partial-data'] || headers['x-inertia-partial-except']) return null
  const inertia = headers['x-inertia'] ? `i${headers['x-inertia-version'] ?? ''}` : 'h'
  const json = headers.accept?.includes('json') ? 'j' : ''
  return `${inertia}${json} ${headers.host ?? ''}${request.url ?? ''}`
}
