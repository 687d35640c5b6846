import router from '@adonisjs/core/services/router'
import registry from '#core/kernel/plugin_registry'
import Permission from './models/permission.js'
import { GRPC_METHOD, grpcNamesOf } from './grpc_twins.js'

export interface GuardedRoute {
  method: string
  path: string
  key: string
  /** The permission rejects nobody and only widens what holders get (see PermissionGuardOptions). */
  optional: boolean
}

export interface AdminPageRoute {
  path: string
  page: string
}

type MiddlewareEntry = { name?: string; args?: Record<string, any> }

function namedMiddleware(route: { middleware: unknown }, name: string) {
  const entries = [...(route.middleware as any).all()] as MiddlewareEntry[]
  return entries.find((entry) => entry.name === name)
}

/**
 * The route table is complete once start/routes.ts has run (a preload), but the router only
 * lists routes after committing them, which the HTTP server does when it starts. Commands
 * and test setup sync permissions before that, so commit here (it is idempotent).
 */
function allRoutes() {
  if (!router.commited) router.commit()
  return Object.values(router.toJSON()).flat()
}

/** Reads the permission key off each route guarded by the `permission` middleware. */
export function guardedRoutes(): GuardedRoute[] {
  const output: GuardedRoute[] = []
  for (const route of allRoutes()) {
    const guard = namedMiddleware(route, 'permission')
    if (!guard?.args?.key) continue
    for (const method of route.methods) {
      if (method === 'HEAD') continue
      output.push({ method, path: route.pattern, key: guard.args.key, optional: Boolean(guard.args.optional) })
    }
  }
  return output
}

/** Every admin page route (guarded by the `adminPage` middleware) and the page it opens. */
export function adminPageRoutes(): AdminPageRoute[] {
  const output: AdminPageRoute[] = []
  for (const route of allRoutes()) {
    const guard = namedMiddleware(route, 'adminPage')
    if (!guard || !route.methods.includes('GET')) continue
    output.push({ path: route.pattern, page: String(guard.args?.page ?? '') })
  }
  return output
}

/** Each route's rows followed by the rows of its gRPC forms, under the same key (grpc_twins.ts). */
function withGrpcForms(routes: GuardedRoute[]) {
  return routes.flatMap((route) => [
    route,
    ...grpcNamesOf(route.method, route.path).map((name) => ({ ...route, method: GRPC_METHOD, path: name })),
  ])
}

/**
 * Makes the permission rows match the guarded routes and their gRPC forms: new routes get rows, titles follow
 * the manifests unless an administrator renamed the row, rows of routes that no longer
 * exist are removed (and with them every group's grant).
 */
export async function syncPermissions() {
  const titles = new Map(registry.permissions().map((permission) => [permission.key, permission.title]))
  const wanted = withGrpcForms(guardedRoutes())
  const existing = await Permission.all()
  const byRoute = new Map(existing.map((row) => [`${row.method} ${row.path}`, row]))
  const kept = new Set<number>()

  for (const route of wanted) {
    const title = titles.get(route.key) ?? route.key
    const row = byRoute.get(`${route.method} ${route.path}`)
    if (row) {
      kept.add(row.id)
      if (row.key !== route.key) {
        row.merge({ key: route.key, title, titleCustomized: false })
        await row.save()
      } else if (!row.titleCustomized && row.title !== title) {
        row.title = title
        await row.save()
      }
    } else {
      const created = await Permission.create({ method: route.method, path: route.path, key: route.key, title })
      kept.add(created.id)
    }
  }
  const stale = existing.filter((row) => !kept.has(row.id)).map((row) => row.id)
  if (stale.length) await Permission.query().whereIn('id', stale).delete()
}
