/** The username rule of registration (validators/user_validators.ts), for the forms' own check before sending. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]{2,32}$/
export const USERNAME_PLACEHOLDER = '2-32位字母、数字、下划线或汉字'
export const USERNAME_MESSAGE = '用户名为2到32个字母、数字、下划线或汉字'

/**
 * Dates as the server wrote them (ISO with its offset), cut rather than re-parsed: the
 * server render and the browser show the same text whatever the visitor's time zone.
 */
export function formatDate(iso: string | null | undefined) {
  return iso ? iso.slice(0, 10) : '—'
}

export function formatDateTime(iso: string | null | undefined) {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '—'
}

/**
 * Where to go after login or register: only a path on this site. The server already cleaned
 * the value (services/safe_redirect.ts); the browser's own URL parser checks it once more
 * against the page's origin before the visit.
 */
export function safeRedirect(value: unknown, fallback = '/') {
  if (typeof value !== 'string' || value === '') return fallback
  if (typeof window === 'undefined') return value.startsWith('/') && !/^\/[\/\\]/.test(value) ? value : fallback
  try {
    const url = new URL(value, window.location.href)
    if (url.origin !== window.location.origin) return fallback
    return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/** The login or register page's address that goes on to `target` afterwards (none for the home page). */
export function authHref(page: '/login' | '/register', target: string) {
  return target === '/' ? page : `${page}?redirect=${encodeURIComponent(target)}`
}
