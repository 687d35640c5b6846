import type { HttpContext } from '@adonisjs/core/http'
import { activePunishment, isSuperUser, PunishmentType } from '#core/access/contracts'
import type User from '../models/user.js'
import { sessionStillValid, slideTokenExpiry } from './web_session.js'

/** A disabled account (punishment "disable account" in force) is treated as a guest. */
export async function isAccountDisabled(userId: number) {
  if (!(await activePunishment(userId, PunishmentType.DisableAccount))) return false
  return !(await isSuperUser(userId))
}

/**
 * Run right after the guards identified the caller: a session whose token was revoked,
 * or any login of a disabled account, no longer counts; the request goes on as a guest.
 * A caller that still counts keeps its token alive (sliding lifetime).
 */
export async function dropInvalidCaller(ctx: HttpContext) {
  const user = ctx.auth.user as User | undefined
  const via = ctx.auth.authenticatedViaGuard
  if (!user || !via) return
  const valid = (via !== 'web' || (await sessionStillValid(ctx, user))) && !(await isAccountDisabled(user.id))
  if (valid) return slideTokenExpiry(ctx)
  const guard = ctx.auth.use(via) as unknown as { user?: unknown; isAuthenticated: boolean }
  guard.user = undefined
  guard.isAuthenticated = false
}
