import type { HttpContext } from '@adonisjs/core/http'

export function isApiRequest(ctx: HttpContext) {
  return ctx.request.url().startsWith('/api/')
}
