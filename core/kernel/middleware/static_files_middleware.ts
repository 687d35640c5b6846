import app from '@adonisjs/core/services/app'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * public/ as Adonis's static middleware serves it, except for API calls: public/ holds no
 * api/ folder, and looking there cost every call a filesystem stat.
 */
export default class StaticFilesMiddleware {
  #files?: StaticMiddleware

  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/api/')) return next()
    this.#files ??= await app.container.make(StaticMiddleware)
    return this.#files.handle(ctx, next)
  }
}
