import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropInvalidCaller } from '#core/accounts/contracts'

/**
 * Finds out who is calling without ever rejecting: a bearer token first, then the web
 * session. A bad or revoked token, a session whose token was revoked, or a disabled
 * account leaves the caller a guest; routes that need a user say so.
 */
export default class IdentifyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    try {
      await ctx.auth.authenticateUsing(['api', 'web'])
    } catch {
      // a guest
    }
    await dropInvalidCaller(ctx)
    return next()
  }
}
