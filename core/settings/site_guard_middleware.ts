import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#core/kernel/http/api_error'
import { isApiRequest } from '#core/kernel/http/is_api_request'
import { allowedAdminPages } from '#core/access/allowed_pages'
import settings from './settings_service.js'

/**
 * Pages and calls that stay open when the site is closed or needs a login: signing in,
 * registering, finding a password, third-party login callbacks, and what those screens load.
 * Each entry opens the path itself and everything below it.
 */
const OPEN_PAGES = ['/login', '/logout', '/register', '/findpassword', '/findpassword-mobile', '/oauth', '/404', '/health']
const OPEN_API = [
  '/api/v1/settings',
  '/api/v1/user/login',
  '/api/v1/user/register',
  '/api/v1/user/captcha',
  '/api/v1/user/logout',
  '/api/v1/user/findpassword',
  '/api/v1/user/email/code',
  '/api/v1/sms',
  '/api/v1/oauth',
]

/**
 * Other modules add the paths their sign-in screens need (an upload route serving the
 * logo, a payment callback) from their boot hook.
 */
export function keepOpenWhenGuarded(paths: { pages?: string[]; api?: string[] }) {
  OPEN_PAGES.push(...(paths.pages ?? []))
  OPEN_API.push(...(paths.api ?? []))
}

/** Whether a page (or, with `api`, a call) stays reachable for everyone. */
export function isOpenPath(path: string, api: boolean) {
  return (api ? OPEN_API : OPEN_PAGES).some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * security.login_required and security.is_close (spec §2), enforced for pages and the API
 * alike. A guest is sent to /login with the page as ?redirect= (401 for the API). When the
 * site is closed, a signed-in user without any admin page is kept out too: /login for pages,
 * 403 for the API.
 */
export default class SiteGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const api = isApiRequest(ctx)
    if (isOpenPath(path, api)) return next()

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
