import app from '@adonisjs/core/services/app'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Resolved once: Adonis makes a middleware instance per request. */
let staticFiles: StaticMiddleware | undefined

/**
 * public/ as Adonis's static middleware serves it, except for API calls: public/ holds no
 * api/ folder, and looking there cost every call a filesystem stat.
 */
export default class StaticFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/api/')) return next()
    staticFiles ??= await app.container.make(StaticMiddleware)
    return staticFiles.handle(ctx, next)
  }
}
