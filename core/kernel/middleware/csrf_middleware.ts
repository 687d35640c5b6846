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
 * CSRF protects cookie sessions. A visitor who brings no session cookie needs no secret or
 * XSRF-TOKEN cookie when reading (a page or the API) or calling the API with a bearer token:
 * such a request would otherwise start a session just to hold the secret, and every state
 * change a guest can make is an API call, exempt from the check while its session holds no
 * login (config/shield.ts). A state-changing call of a guest (a login) still gets both, for the
 * session it starts; pages kept by the page cache never carried them anyway.
 */
function needsNoCsrfSecret(ctx: HttpContext) {
  if (arrivedWithSession(ctx)) return false
  if (SAFE_METHODS.has(ctx.request.method())) return true
  return ctx.request.url().startsWith('/api/') && Boolean(ctx.request.header('authorization'))
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
