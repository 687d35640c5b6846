/** A stand-in host: only what resolves onto it is a path of this site. */
const HOST = 'docsite.invalid'

/** The value read as a browser on `scheme` would read it, if it stays on this site. */
function resolveOnSite(value: string, scheme: 'http' | 'https') {
  try {
    const url = new URL(value, `${scheme}://${HOST}/`)
    return url.protocol === `${scheme}:` && url.host === HOST ? url : null
  } catch {
    return null
  }
}

/**
 * Where to go after login or register: a path of this site, or `fallback`. The value is read
 * with the WHATWG URL parser, the one browsers use, so whatever a browser would do to it
 * (drop tabs, CR and LF, read `\` as `/`, take `//host` as another site) is done here first,
 * for a site served over http and over https (`http:evil.example` is relative to one only).
 * Only a result on this site is kept, with its leading slashes collapsed so that a path like
 * `/.//evil.example` cannot turn into a protocol-relative address later.
 */
export function safeRedirect(value: unknown, fallback = '/') {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback
  const url = resolveOnSite(value, 'https')
  if (!url || !resolveOnSite(value, 'http')) return fallback
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`
}
