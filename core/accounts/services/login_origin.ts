import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { ApiError } from '#core/kernel/http/api_error'
import { corsOrigins } from '#config/cors'

export const CROSS_SITE_LOGIN_MESSAGE = '请在本站页面登录或注册：来自其他网站的登录请求已被拒绝'

function hostOf(origin: string) {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * Whether a request that signs someone in comes from the site's own pages, an origin listed
 * in CORS_ORIGINS, or a client that is not a browser. A browser says where a request comes
 * from (Sec-Fetch-Site, Origin), and a page of another site cannot hide it: a form there must
 * not sign the visitor in to an account of its choosing (login CSRF). The host is compared,
 * not the scheme, so a site behind a TLS-terminating proxy still knows its own pages.
 */
export function isSameSiteLogin(ctx: HttpContext) {
  const fetchSite = ctx.request.header('sec-fetch-site')?.toLowerCase()
  if (fetchSite === 'same-origin') return true
  const origin = ctx.request.header('origin')
  if (origin) {
    if (hostOf(origin) === ctx.request.host()?.toLowerCase()) return true
    return corsOrigins(env.get('CORS_ORIGINS')).includes(origin.replace(/\/+$/, ''))
  }
  return !fetchSite || fetchSite === 'none'
}

/** 403 for a login, registration or third-party sign-in sent by another site's page. */
export function assertSameSiteLogin(ctx: HttpContext) {
  if (!isSameSiteLogin(ctx)) throw ApiError.forbidden(CROSS_SITE_LOGIN_MESSAGE)
}
