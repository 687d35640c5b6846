import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'

/**
 * Shield's response headers of config/shield.ts (CSP with a fresh nonce for the page's
 * scripts, HSTS, X-Frame-Options, nosniff) on every response, as server middleware: pages
 * no route matched (the 404 page) get them too. CSRF needs the session, so it stays in the
 * router middleware (csrf_middleware.ts).
 */
export default class SecurityHeadersMiddleware {
  #shield = new ShieldMiddleware({ ...app.config.get<ShieldConfig>('shield'), csrf: { enabled: false } }, encryption.use())

  handle(ctx: HttpContext, next: NextFn) {
    return this.#shield.handle(ctx, next)
  }
}
