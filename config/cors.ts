import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'
import type { HttpContext } from '@adonisjs/core/http'

/** CORS_ORIGINS: the other sites (scheme://host[:port]) whose pages may call the API, comma separated. */
export function corsOrigins(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** The request's own origin: a page of this site always may call its API. */
function ownOrigin(ctx: HttpContext) {
  return `${ctx.request.protocol()}://${ctx.request.host()}`
}

/**
 * No cross-origin access unless an origin is listed in CORS_ORIGINS (bearer-token clients
 * that are not browsers, such as mini-programs and scripts, need none). Browsers never send
 * cookies cross-origin: credentials stay off.
 */
export default defineConfig({
  enabled: true,
  origin: (requestOrigin, ctx) => requestOrigin === ownOrigin(ctx) || corsOrigins(env.get('CORS_ORIGINS')).includes(requestOrigin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  credentials: false,
  maxAge: 43200,
})
