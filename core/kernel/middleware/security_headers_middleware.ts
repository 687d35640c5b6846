import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'

let built: { from: unknown[]; shield: ShieldMiddleware } | undefined

/**
 * Shield compiles the CSP directives and the HSTS value when it is constructed, and Adonis
 * makes a middleware instance per request: one is kept while the guards' settings stay the
 * same objects (a test may swap one, e.g. shield.hsts).
 */
function headerGuards() {
  const config = app.config.get<ShieldConfig>('shield')
  const from = [config.csp, config.hsts, config.xFrame, config.contentTypeSniffing]
  if (!built || from.some((part, index) => part !== built!.from[index])) {
    built = { from, shield: new ShieldMiddleware({ ...config, csrf: { enabled: false } }, encryption.use()) }
  }
  return built.shield
}

/**
 * Shield's response headers of config/shield.ts (CSP with a fresh nonce for the page's
 * scripts, HSTS, X-Frame-Options, nosniff) on every response, as server middleware: pages
 * no route matched (the 404 page) get them too. CSRF needs the session, so it stays in the
 * router middleware (csrf_middleware.ts).
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return headerGuards().handle(ctx, next)
  }
}
