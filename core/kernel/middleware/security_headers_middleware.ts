import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { staticContentSecurityPolicy } from '#config/shield'

let built: { from: unknown[]; shield: ShieldMiddleware; api: ShieldMiddleware; apiPolicy: string | null } | undefined

/**
 * Shield compiles the CSP directives and the HSTS value when it is constructed, and Adonis
 * makes a middleware instance per request: one is kept while the guards' settings stay the
 * same objects (a test may swap one, e.g. shield.hsts).
 */
function headerGuards() {
  const config = app.config.get<ShieldConfig>('shield')
  const from = [config.csp, config.hsts, config.xFrame, config.contentTypeSniffing]
  if (!built || from.some((part, index) => part !== built!.from[index])) {
    built = {
      from,
      shield: new ShieldMiddleware({ ...config, csrf: { enabled: false } }, encryption.use()),
      api: new ShieldMiddleware({ ...config, csrf: { enabled: false }, csp: { enabled: false } }, encryption.use()),
      apiPolicy: config.csp?.enabled ? staticContentSecurityPolicy() : null,
    }
  }
  return built
}

/**
 * Shield's response headers of config/shield.ts (CSP with a fresh nonce for the page's
 * scripts, or without one on API answers, HSTS, X-Frame-Options, nosniff) on every response, as server middleware: pages
 * no route matched (the 404 page) get them too. CSRF needs the session, so it stays in the
 * router middleware (csrf_middleware.ts).
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const guards = headerGuards()
    if (!ctx.request.url().startsWith('/api/')) return guards.shield.handle(ctx, next)
    // API answers carry the page policy without a nonce: drawing a random nonce and building
    // the header for each call cost an anonymous settings read about 7 % of its time.
    if (guards.apiPolicy) ctx.response.header('Content-Security-Policy', guards.apiPolicy)
    return guards.api.handle(ctx, next)
  }
}
