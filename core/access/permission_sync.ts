import router from '@adonisjs/core/services/router'
import registry from '#core/kernel/plugin_registry'
import Permission from './models/permission.js'

export interface GuardedRoute {
  method: string
  path: string
  key: string
}

/** Reads the permission key off each route guarded by the `permission` middleware. */
export function guardedRoutes(): GuardedRoute[] {
  const output: GuardedRoute[] = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      const entries = [...(route.middleware as any).all()] as { name?: string; args?: { key?: string } }[]
      const guard = entries.find((entry) => entry.name === 'permission')
      if (!guard?.args?.key) continue
      for (const method of route.methods) {
        if (method === 'HEAD') continue
        output.push({ method, path: route.pattern, key: guard.args.key })
      }
    }
  }
  return output
}

/**
 * Makes the permission rows match the guarded routes: new routes get rows, titles follow
 * the manifests, rows of routes that no longer exist are removed.
 */
export async function syncPermissions() {
  const titles = new Map(registry.permissions().map((permission) => [permission.key, permission.title]))
  const wanted = guardedRoutes()
  const existing = await Permission.all()
  const byRoute = new Map(existing.map((row) => [`${row.method} ${row.path}`, row]))
  const kept = new Set<number>()

  for (const route of wanted) {
    const title = titles.get(route.key) ?? route.key
    const row = byRoute.get(`${route.method} ${route.path}`)
    if (row) {
      kept.add(row.id)
      if (row.title !== title || row.key !== route.key) {
        row.merge({ title, key: route.key })
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
