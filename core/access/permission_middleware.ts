import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#core/kernel/http/api_error'
import registry from '#core/kernel/plugin_registry'
import { holdsRoute } from './access_service.js'

export interface PermissionGuardOptions {
  /** The manifest permission the route's row is titled from. */
  key: string
  /**
   * A route open to everyone (or to every signed-in user, with `auth()`) that shows or
   * allows more to holders of its permission, like the user list's admin columns: the
   * permission rejects nobody, `ctx.permitted` says whether the caller holds the row.
   */
  optional?: boolean
}

/**
 * Guards one admin API route: a guest gets 401, a user whose groups lack the route's
 * permission row gets 403.
 */
export default class PermissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: PermissionGuardOptions) {
    const user = ctx.auth.user
    const method = ctx.request.method()
    const pattern = ctx.route?.pattern ?? ctx.request.url()
    if (options.optional) {
      ctx.permitted = user ? await holdsRoute(user.id, method, pattern) : false
      return next()
    }
    if (!user) throw ApiError.unauthorized()
    if (!(await holdsRoute(user.id, method, pattern))) {
      const title = registry.permissions().find((permission) => permission.key === options.key)?.title
      throw ApiError.forbidden(title ? `您没有权限访问【${title}】` : '您没有权限访问该资源')
    }
    ctx.permitted = true
    return next()
  }
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** Set by the permission middleware: the caller holds the route's permission row. */
    permitted?: boolean
  }
}
