import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#core/kernel/http/api_error'
import { isApiRequest } from '#core/kernel/http/is_api_request'
import { allowedAdminPages } from '#core/access/allowed_pages'
import settings from './settings_service.js'

/** Pages and calls that stay open when the site is closed or needs a login. */
const OPEN_PAGES = ['/login', '/register', '/findpassword', '/findpassword-mobile', '/oauth', '/404']
const OPEN_API = [
  '/api/v1/user/login',
  '/api/v1/user/register',
  '/api/v1/user/captcha',
  '/api/v1/user/logout',
  '/api/v1/user/findpassword',
  '/api/v1/user/email/code',
  '/api/v1/settings',
  '/api/v1/oauth',
]

function isOpen(path: string, list: string[]) {
  return list.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * security.login_required and security.is_close, enforced for pages and the API alike:
 * a guest is sent to /login (401 for the API); when the site is closed, a logged-in user
 * without any admin page is kept out too (403).
 */
export default class SiteGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const api = isApiRequest(ctx)
    if (isOpen(path, api ? OPEN_API : OPEN_PAGES) || path.startsWith('/assets/')) return next()

    const security = await settings.group<{ is_close: boolean; login_required: boolean }>('security')
    if (!security.is_close && !security.login_required) return next()

    const user = ctx.auth.user
    if (!user) {
      if (api) throw ApiError.unauthorized()
      return ctx.response.redirect(`/login?redirect=${encodeURIComponent(ctx.request.url(true))}`)
    }
    if (security.is_close && (await allowedAdminPages(user)).length === 0) {
      if (api) throw ApiError.forbidden('网站已关闭')
      return ctx.response.redirect('/login?closed=1')
    }
    return next()
  }
}
