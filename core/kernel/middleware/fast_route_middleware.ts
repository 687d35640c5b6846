import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { fastRoutes } from '../http/fast_routes.js'

/** The first server middleware: a fast route (core/kernel/http/fast_routes.ts) may answer here. */
export default class FastRouteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (fastRoutes.has()) {
      const handle = fastRoutes.find(ctx.request.method(), ctx.request.url())
      if (handle && (await handle(ctx))) return
    }
    return next()
  }
}
