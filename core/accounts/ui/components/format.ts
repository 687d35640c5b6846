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

/** Where to go after login or register: only a path on this site. */
export function safeRedirect(value: unknown, fallback = '/') {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback
  }
  return value
}
