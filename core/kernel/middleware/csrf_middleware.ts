import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { arrivedWithSession } from './session_middleware.js'

/** Shield's CSRF guard of config/shield.ts; the other guards run for every response (security_headers_middleware.ts). */
const OFF = { enabled: false } as const
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF protects cookie sessions. An API call that brings no session cookie is exempt from the
 * check (config/shield.ts) and needs no secret or XSRF-TOKEN cookie either when it carries a
 * bearer token or only reads: such a call would otherwise start a session just to hold the
 * secret. A state-changing call of a guest (a login) still gets both, for the session it starts.
 */
function needsNoCsrfSecret(ctx: HttpContext) {
  if (arrivedWithSession(ctx) || !ctx.request.url().startsWith('/api/')) return false
  return Boolean(ctx.request.header('authorization')) || SAFE_METHODS.has(ctx.request.method())
}

/** Built once: Adonis makes a middleware instance per request. */
let guard: ShieldMiddleware | undefined

export default class CsrfMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (needsNoCsrfSecret(ctx)) return next()
    guard ??= new ShieldMiddleware(
      { csrf: app.config.get<ShieldConfig>('shield').csrf, csp: OFF, hsts: OFF, xFrame: OFF, contentTypeSniffing: OFF },
      encryption.use(),
      edge
    )
    return guard.handle(ctx, next)
  }
}
