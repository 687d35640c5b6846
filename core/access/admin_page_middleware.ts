import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import registry from '#core/kernel/plugin_registry'
import { allowedAdminPages } from './access_service.js'

/**
 * The admin guard of spec §2: a guest goes to /login; a user with no allowed admin page
 * goes home; a staff member opening a page outside its allowed pages (and not public)
 * goes to /admin.
 */
export default class AdminPageMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { page: string }) {
    const user = ctx.auth.user
    if (!user) {
      return ctx.response.redirect(`/login?redirect=${encodeURIComponent(ctx.request.url(true))}`)
    }
    const allowed = await allowedAdminPages(user)
    if (allowed.length === 0) return ctx.response.redirect('/')
    const entry = registry.adminMenu().find((item) => item.page === options.page)
    const isPublic = !entry || entry.permission === 'public'
    if (!isPublic && !allowed.includes(options.page)) return ctx.response.redirect('/admin')
    ctx.allowedAdminPages = allowed
    return next()
  }
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    allowedAdminPages?: string[]
  }
}
