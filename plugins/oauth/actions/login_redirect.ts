import type { HttpContext } from '@adonisjs/core/http'
import { safeRedirect } from '#core/accounts/contracts'

const COOKIE = 'oauth_redirect'

/**
 * Where the login page wanted to go, kept beside the state while the visitor is at the
 * provider. Every authorize overwrites it, so an old value never leaks into a later login.
 */
export function keepLoginRedirect(ctx: HttpContext) {
  const target = safeRedirect(ctx.request.qs().redirect)
  ctx.response.encryptedCookie(COOKIE, target, { maxAge: '15m', httpOnly: true, sameSite: 'lax' })
}

/** The kept target, checked once more (it is ours, but the check is cheap). */
export function keptLoginRedirect(ctx: HttpContext) {
  return safeRedirect(ctx.request.encryptedCookie(COOKIE))
}
