import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { assertWellFormed } from '../http/well_formed.js'

/** Every routed request's body, query string and route parameters hold valid Unicode only (see assertWellFormed). */
export default class WellFormedInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    assertWellFormed(ctx.request.all(), ctx.params)
    return next()
  }
}
