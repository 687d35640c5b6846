/**
 * Query and fragment parameters that carry a secret (a reset token, an OAuth code or state,
 * a signature, a password) and must not be kept wherever the site stores a URL or a referer:
 * page views, visitors, search records, logs, anything an admin list shows.
 */
const SECRET_NAMES = new Set([
  'token',
  'code',
  'key',
  'sign',
  'sig',
  'signature',
  'ticket',
  'state',
  'nonce',
  'password',
  'passwd',
  'pwd',
  'pass',
  'secret',
  'auth',
  'authorization',
  'session',
  'sessionid',
  'sid',
  'otp',
  'captcha',
  'credential',
  'credentials',
])

/** access_token, refresh_token, client_secret, api_key, x-amz-signature, verify_code, … */
const SECRET_SUFFIX = /(?:^|[-_.])(?:token|secret|password|passwd|pwd|signature|sign|key|code|ticket|credential)$/
const SECRET_COMPACT = /(?:token|secret|password|passwd|apikey|accesskey|signature)$/

/** Paths that carry a password reset: the address beside the token says whose account it is. */
const RESET_PATH = /(?:^|\/)(?:findpassword|resetpassword|reset-password|forgot-password)(?:\/|$)/i
const RESET_NAMES = new Set(['email', 'mobile', 'phone', 'username'])

function nameOf(pair: string) {
  const raw = pair.split('=')[0]
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase()
  } catch {
    return raw.trim().toLowerCase()
  }
}

export function isSecretParam(name: string, path = '') {
  const lower = name.toLowerCase().replace(/\[\]$/, '')
  if (SECRET_NAMES.has(lower) || SECRET_SUFFIX.test(lower) || SECRET_COMPACT.test(lower)) return true
  return RESET_NAMES.has(lower) && RESET_PATH.test(path)
}

/** The parameters of a query string or fragment without the secret ones; the others stay byte for byte. */
function keepPublic(params: string, path: string) {
  return params
    .split('&')
    .filter((pair) => pair !== '' && !isSecretParam(nameOf(pair), path))
    .join('&')
}

/**
 * The URL (absolute, a path, or a referer) without its secret parameters. Everything else
 * (scheme, host, path, other parameters and their encoding) is left as it was; a text that is
 * not a URL with parameters comes back unchanged.
 */
export function stripUrlSecrets(url: string): string {
  if (!url || (!url.includes('?') && !url.includes('#'))) return url
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const fragment = hashAt === -1 ? null : url.slice(hashAt + 1)
  const queryAt = beforeHash.indexOf('?')
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1)
  const path = base.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')

  let result = base
  if (query !== null) {
    const kept = keepPublic(query, path)
    if (kept) result += `?${kept}`
  }
  if (fragment !== null) {
    // A fragment of name=value pairs (an OAuth implicit grant's #access_token=…) is a query too.
    const kept = fragment.includes('=') ? keepPublic(fragment, path) : fragment
    if (kept) result += `#${kept}`
  }
  return result
}
