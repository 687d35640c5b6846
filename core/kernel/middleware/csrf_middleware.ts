import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
import encryption from '@adonisjs/core/services/encryption'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'

/** Shield's CSRF guard of config/shield.ts; the other guards run for every response (security_headers_middleware.ts). */
const OFF = { enabled: false } as const

export default class CsrfMiddleware {
  #shield = new ShieldMiddleware(
    { csrf: app.config.get<ShieldConfig>('shield').csrf, csp: OFF, hsts: OFF, xFrame: OFF, contentTypeSniffing: OFF },
    encryption.use(),
    edge
  )

  handle(ctx: HttpContext, next: NextFn) {
    return this.#shield.handle(ctx, next)
  }
}
