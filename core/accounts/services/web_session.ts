import type { HttpContext } from '@adonisjs/core/http'
import { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import settings from '#core/settings/settings_service'
import User from '../models/user.js'
import { assertSameSiteLogin } from './login_origin.js'

/**
 * Every login yields an access token (for API clients, the CLI and the admin's "copy my
 * token") and, for the browser, a web session bound to that token: the session remembers
 * the token, and once the token is revoked (logout, password change) the session stops
 * authenticating too, even if an old session cookie is replayed.
 */
const TOKEN_KEY = 'accounts_token'
const TOKEN_ID_KEY = 'accounts_token_id'

/** security.access_token_days: how long a token lives after its last use. */
async function tokenLifetimeDays() {
  return Number(await settings.get('security', 'access_token_days')) || 30
}

async function issueToken(user: User) {
  const days = await tokenLifetimeDays()
  const token = await User.accessTokens.create(user, ['*'], { name: 'login', expiresIn: `${days} days` })
  return { id: String(token.identifier), value: token.value!.release() }
}

function remember(ctx: HttpContext, token: { id: string; value: string }) {
  ctx.session.put(TOKEN_KEY, token.value)
  ctx.session.put(TOKEN_ID_KEY, token.id)
}

/**
 * Logs the user into the web session too and returns the new access token. Refused (403)
 * when another site's page sent the request (login CSRF); callers check earlier as well.
 */
export async function signIn(ctx: HttpContext, user: User): Promise<string> {
  assertSameSiteLogin(ctx)
  const token = await issueToken(user)
  await ctx.auth.use('web').login(user)
  remember(ctx, token)
  return token.value
}

/** The access token id this request authenticates with (bearer or session), if any. */
export function currentTokenId(ctx: HttpContext): string | null {
  if (ctx.auth.authenticatedViaGuard === 'api') {
    const user = ctx.auth.use('api').user
    return user ? String(user.currentAccessToken.identifier) : null
  }
  const id = ctx.session?.get(TOKEN_ID_KEY)
  return id ? String(id) : null
}

/**
 * The token of the current web session, or a new one remembered in the session when it has
 * none left (or the call came with a bearer token: that one is returned).
 */
export async function sessionToken(ctx: HttpContext, user: User): Promise<string> {
  if (ctx.auth.authenticatedViaGuard === 'api') {
    const header = ctx.request.header('authorization') ?? ''
    return header.replace(/^bearer\s+/i, '').trim()
  }
  const remembered = ctx.session.get(TOKEN_KEY)
  if (typeof remembered === 'string' && (await User.accessTokens.verify(new Secret(remembered)))) return remembered
  const token = await issueToken(user)
  remember(ctx, token)
  return token.value
}

/** Revokes the bearer token of the call and the session's token, and ends the session. */
export async function signOut(ctx: HttpContext) {
  if (ctx.auth.authenticatedViaGuard === 'api') await ctx.auth.use('api').invalidateToken()
  const remembered = ctx.session.get(TOKEN_KEY)
  if (typeof remembered === 'string') await User.accessTokens.invalidate(new Secret(remembered))
  await ctx.auth.use('web').logout()
  ctx.session.forget(TOKEN_KEY)
  ctx.session.forget(TOKEN_ID_KEY)
  ctx.session.regenerate()
}

/**
 * False when a web session outlived its token (logged out elsewhere, password changed):
 * the session's login is dropped then.
 */
export async function sessionStillValid(ctx: HttpContext, user: User) {
  const id = ctx.session?.get(TOKEN_ID_KEY)
  if (!id) return true
  const token = await User.accessTokens.find(user, String(id))
  if (token && !token.isExpired()) return true
  ctx.session.forget(ctx.auth.use('web').sessionKeyName)
  ctx.session.forget(TOKEN_KEY)
  ctx.session.forget(TOKEN_ID_KEY)
  return false
}

/** Revokes every token of the user except the one given (the caller's own). */
export async function revokeOtherTokens(userId: number, keepId: string | null) {
  const query = db.from('auth_access_tokens').where('tokenable_id', userId)
  if (keepId !== null) query.whereNot('id', keepId)
  await query.delete()
}

/** The stored expiry of a token (Lucid hands SQLite's back as milliseconds). */
async function storedExpiry(id: string) {
  const row = await db.from('auth_access_tokens').where('id', id).select('expires_at').first()
  if (!row?.expires_at) return null
  return new Date(row.expires_at)
}

/**
 * The sliding lifetime: a token in use expires security.access_token_days after its latest use.
 * The expiry moves at most once an hour (a write then, a read otherwise), and a lifetime
 * shortened in the settings applies to tokens already issued at their next use.
 */
export async function slideTokenExpiry(ctx: HttpContext) {
  const id = currentTokenId(ctx)
  if (!id) return
  const bearer = ctx.auth.authenticatedViaGuard === 'api' ? ctx.auth.use('api').user?.currentAccessToken : undefined
  const current = bearer ? (bearer.expiresAt ?? null) : await storedExpiry(id)
  const target = DateTime.now().plus({ days: await tokenLifetimeDays() })
  const fresh = current !== null && current <= target.toJSDate() && current >= target.minus({ hours: 1 }).toJSDate()
  if (fresh) return
  await db.from('auth_access_tokens').where('id', id).update({ expires_at: target.toJSDate(), updated_at: new Date() })
}
