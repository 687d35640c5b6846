import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#core/kernel/http/api_error'
import registry from '#core/kernel/plugin_registry'
import { holdsRoute } from './access_service.js'

/**
 * Guards one admin API route: a guest gets 401, a user whose groups lack the route's
 * permission row gets 403. The key names the manifest permission the row is titled from.
 */
export default class PermissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { key: string }) {
    const user = ctx.auth.user
    if (!user) throw ApiError.unauthorized()
    const method = ctx.request.method()
    const pattern = ctx.route?.pattern ?? ctx.request.url()
    if (!(await holdsRoute(user.id, method, pattern))) {
      const title = registry.permissions().find((permission) => permission.key === options.key)?.title
      throw ApiError.forbidden(title ? `您没有权限访问【${title}】` : '您没有权限访问该资源')
    }
    return next()
  }
}
