import app from '@adonisjs/core/services/app'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { mayNamePublicFile } from '../http/public_file_path.js'

/** Resolved once: Adonis makes a middleware instance per request. */
let staticFiles: StaticMiddleware | undefined

/** public/ as Adonis's static middleware serves it, asked only for paths that can name a file there. */
export default class StaticFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!mayNamePublicFile(ctx.request.url())) return next()
    staticFiles ??= await app.container.make(StaticMiddleware)
    return staticFiles.handle(ctx, next)
  }
}
