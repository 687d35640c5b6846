import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '../http/api_error.js'
import { isApiRequest } from '../http/is_api_request.js'

export default class RequireLoginMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.isAuthenticated) return next()
    if (isApiRequest(ctx)) throw ApiError.unauthorized()
    return ctx.response.redirect(`/login?redirect=${encodeURIComponent(ctx.request.url(true))}`)
  }
}
