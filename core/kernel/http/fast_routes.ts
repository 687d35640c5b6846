import type { HttpContext } from '@adonisjs/core/http'

/**
 * Answers the request on its own and resolves true, or resolves false (having read
 * nothing of the body) to let it go through the router as usual.
 */
export type FastRouteHandler = (ctx: HttpContext) => Promise<boolean>

const handlers = new Map<string, { owner: string; handle: FastRouteHandler }>()

/**
 * Routes answered before the router's middleware: beacons every page view sends (the
 * statistics tracker), for which sessions, CSRF tokens and the auth guards cost ten times
 * the work itself. A handler takes only the calls it can answer alone (a guest, no cookies)
 * and hands back the rest, which then meet every rule of the normal route: register the
 * same path as a normal route too. Modules add theirs from their boot hook.
 */
export const fastRoutes = {
  add(owner: string, method: string, path: string, handle: FastRouteHandler) {
    handlers.set(`${method.toUpperCase()} ${path}`, { owner, handle })
  },
  has() {
    return handlers.size > 0
  },
  find(method: string, path: string) {
    return handlers.get(`${method} ${path}`)?.handle
  },
  clear() {
    handlers.clear()
  },
}
