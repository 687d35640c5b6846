import { createHash, randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

export const VISITOR_COOKIE = 'ds_vid'
const VALID = /^[A-Za-z0-9_-]{8,64}$/

export function isValidVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VALID.test(value)
}

export function newVisitorId() {
  return randomBytes(16).toString('base64url')
}

/**
 * Which browser is calling: the first-party cookie, else the client id the tracker keeps in
 * localStorage (or an app sends), else one derived from the address and user agent of the
 * day, so a cookie-less crawler stays one visitor instead of one per request.
 */
export function resolveVisitorId(input: { cookie?: unknown; clientId?: unknown; ip: string; userAgent: string; day: string }) {
  if (isValidVisitorId(input.cookie)) return { visitorId: input.cookie, fromCookie: true }
  if (isValidVisitorId(input.clientId)) return { visitorId: input.clientId, fromCookie: false }
  const digest = createHash('sha256').update(`${input.ip}\n${input.userAgent}\n${input.day}`).digest('base64url')
  return { visitorId: `h${digest.slice(0, 21)}`, fromCookie: false }
}

/** Reads the ds_vid cookie: raw, as a browser sends it. */
export function visitorCookieOf(request: HttpContext['request']) {
  return request.plainCookie(VISITOR_COOKIE, { encoded: false }) as string | null
}

/** Gives a browser that came without the cookie the id it was counted under. */
export function rememberVisitor(response: HttpContext['response'], result: { visitorId: string; fromCookie: boolean }) {
  if (result.fromCookie) return
  response.plainCookie(VISITOR_COOKIE, result.visitorId, { encode: false, httpOnly: true, sameSite: 'lax', path: '/', maxAge: '400d' })
}
