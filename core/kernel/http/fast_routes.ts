import type { HttpContext } from '@adonisjs/core/http'
import { isActiveOwner } from '../active_owners.js'

/**
 * Answers the request on its own and resolves true, or resolves false (having read
 * nothing of the body) to let it go through the router as usual.
 */
export type FastRouteHandler = (ctx: HttpContext) => Promise<boolean>

const exact = new Map<string, { owner: string; handle: FastRouteHandler }>()
const patterns: { owner: string; method: string; path: RegExp; handle: FastRouteHandler }[] = []

/**
 * Routes answered before the router's middleware: beacons every page view sends (the
 * statistics tracker), robots.txt and sitemaps crawlers fetch, for which sessions, CSRF
 * tokens and the auth guards cost ten times the work itself and set cookies nobody asked
 * for. A handler takes only the calls it can answer alone (a guest, no cookies) and hands
 * back the rest, which then meet every rule of the normal route: register the same path as
 * a normal route too. A path is exact, or a pattern over the whole path. Modules add theirs
 * from their boot hook.
 */
export const fastRoutes = {
  add(owner: string, method: string, path: string | RegExp, handle: FastRouteHandler) {
    if (typeof path === 'string') exact.set(`${method.toUpperCase()} ${path}`, { owner, handle })
    else patterns.push({ owner, method: method.toUpperCase(), path, handle })
  },
  has() {
    return exact.size > 0 || patterns.length > 0
  },
  /** A disabled plugin's fast routes hand every call back to the router, which answers 404. */
  find(method: string, path: string) {
    const found = exact.get(`${method} ${path}`) ?? patterns.find((route) => route.method === method && route.path.test(path))
    return found && isActiveOwner(found.owner) ? found.handle : undefined
  },
  clear() {
    exact.clear()
    patterns.length = 0
  },
}

/** A request a fast route may answer alone: no cookie of any kind and no bearer token. */
export function isAnonymous(ctx: HttpContext) {
  return !ctx.request.header('cookie') && !ctx.request.header('authorization')
}
