import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropInvalidCaller } from '#core/accounts/contracts'

/** The guards that may know the caller: a bearer token first, then a session holding a login. */
function guardsFor(ctx: HttpContext) {
  const guards: ('api' | 'web')[] = []
  const [type, token] = (ctx.request.header('authorization') ?? '').split(' ')
  if (type?.toLowerCase() === 'bearer' && token) guards.push('api')
  if (ctx.session?.has(ctx.auth.use('web').sessionKeyName)) guards.push('web')
  return guards
}

/**
 * Finds out who is calling without ever rejecting: a bearer token first, then the web
 * session. A bad or revoked token, a session whose token was revoked, or a disabled
 * account leaves the caller a guest; routes that need a user say so. A guest with neither
 * costs no guard attempt (each failing attempt builds an exception).
 */
export default class IdentifyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guards = guardsFor(ctx)
    if (guards.length === 0) return next()
    try {
      await ctx.auth.authenticateUsing(guards)
    } catch {
      // a guest
    }
    await dropInvalidCaller(ctx)
    return next()
  }
}
