import type { Router } from '@adonisjs/core/http'
import { guard, soft } from './route_guards.js'

type CrudAction = 'list' | 'show' | 'create' | 'update' | 'destroy'

/** A resource's permission keys, as definePermissionSet names them ('get' guards a single read when the resource has it). */
export interface CrudKeys {
  list: string
  get?: string
  /** Only a resource without the create action (see `only`) may leave it out. */
  create?: string
  update: string
  delete: string
}

export interface CrudRoutes {
  /** '/api/v1/banner': the list at <path>/list, the rest at <path>. */
  path: string
  /** A lazy import of a controller with the actions below. */
  controller: () => Promise<{ default: new (...args: any[]) => Partial<Record<CrudAction, unknown>> }>
  keys: CrudKeys
  /** Anyone may list (and read one, unless `keys.get` guards it); holders of the list key see more. */
  publicReads?: boolean
  /** Route names '<as>.list', '<as>.show', '<as>.create', '<as>.update', '<as>.delete'. */
  as?: string
  /** The actions the resource has, all five by default. */
  only?: CrudAction[]
}

const ROUTES: { action: CrudAction; method: 'get' | 'post' | 'put' | 'delete'; suffix: string; name: string }[] = [
  { action: 'list', method: 'get', suffix: '/list', name: 'list' },
  { action: 'show', method: 'get', suffix: '', name: 'show' },
  { action: 'create', method: 'post', suffix: '', name: 'create' },
  { action: 'update', method: 'put', suffix: '', name: 'update' },
  { action: 'destroy', method: 'delete', suffix: '', name: 'delete' },
]

/**
 * The list, show, create, update and destroy routes of an admin-managed resource (banners,
 * categories, navigation...), each behind its permission key.
 */
export function crudRoutes(router: Router, resource: CrudRoutes) {
  const { path, controller, keys, publicReads = false, as, only } = resource
  const reads = (key: string) => (publicReads ? soft(key) : guard(key))
  const guards: Record<CrudAction, () => ReturnType<typeof guard>> = {
    list: () => reads(keys.list),
    show: () => (keys.get ? guard(keys.get) : reads(keys.list)),
    create: () => {
      if (!keys.create) throw new Error(`${path}: the create route needs a create permission key`)
      return guard(keys.create)
    },
    update: () => guard(keys.update),
    destroy: () => guard(keys.delete),
  }
  for (const { action, method, suffix, name } of ROUTES) {
    if (only && !only.includes(action)) continue
    const route = router[method](`${path}${suffix}`, [controller as () => Promise<{ default: new (...args: any[]) => any }>, action]).use(
      guards[action]()
    )
    if (as) route.as(`${as}.${name}`)
  }
}
