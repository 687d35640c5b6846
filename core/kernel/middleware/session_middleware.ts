import app from '@adonisjs/core/services/app'
import AdonisSessionMiddleware from '@adonisjs/session/session_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { SESSION_COOKIE } from '#config/session'

const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`)

/** Whether the request brought a session cookie (a browser that already has a session). */
export function arrivedWithSession(ctx: HttpContext) {
  return sessionCookie.test(ctx.request.header('cookie') ?? '')
}

/** Resolved once: Adonis makes a middleware instance per request. */
let sessions: AdonisSessionMiddleware<Record<string, SessionStoreFactory>> | undefined

/**
 * Adonis's session middleware, except that a caller who came without a session and left
 * nothing in it (an API client, a guest's read) gets no session cookie: there is nothing to
 * keep, and encrypting and signing empty sessions cost every such call. Whatever puts
 * something in the session (a login, a CSRF secret, a flash message) still gets its cookie.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    sessions ??= await app.container.make(AdonisSessionMiddleware)
    if (arrivedWithSession(ctx)) return sessions.handle(ctx, next)
    return sessions.handle(ctx, async () => {
      const response = await next()
      const session = ctx.session
      if (session.isEmpty && session.responseFlashMessages.isEmpty) session.commit = async () => {}
      return response
    })
  }
}
