import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * API callers always get JSON, including auth and validation failures, whatever their
 * Accept header says.
 */
export default class ForceJsonMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/api/')) {
      const headers = ctx.request.request.headers
      headers.accept = 'application/json'
    }
    return next()
  }
}
