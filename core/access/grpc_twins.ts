import Permission from './models/permission.js'
import { GRPC_METHOD_ROUTES } from './grpc_permissions.js'

/** The `method` of a permission row in its gRPC form. */
export const GRPC_METHOD = 'GRPC'

export interface RouteRef {
  method: string
  path: string
}

const namesByRoute = new Map<string, string[]>()
for (const [name, route] of Object.entries(GRPC_METHOD_ROUTES)) {
  namesByRoute.set(route, [...(namesByRoute.get(route) ?? []), name])
}

/** The gRPC names of a route's permission ('/api.v1.DocumentAPI/ListDocument'), none for most. */
export function grpcNamesOf(method: string, path: string): string[] {
  return namesByRoute.get(`${method} ${path}`) ?? []
}

/** The route a gRPC name stands for, if Docsite has one. */
export function routeOfGrpcName(name: string): RouteRef | null {
  const route = GRPC_METHOD_ROUTES[name]
  if (!route) return null
  const [method, path] = route.split(' ')
  return { method, path }
}

/**
 * The rows held together with these: a group granted either form of a permission holds both,
 * so every HTTP row brings its gRPC form and every gRPC row the row of its route.
 */
export async function withTwins(rows: Permission[]): Promise<Permission[]> {
  const names = rows.filter((row) => row.method !== GRPC_METHOD).flatMap((row) => grpcNamesOf(row.method, row.path))
  const routes = rows
    .filter((row) => row.method === GRPC_METHOD)
    .map((row) => routeOfGrpcName(row.path))
    .filter((route): route is RouteRef => route !== null)
  if (names.length === 0 && routes.length === 0) return rows
  const twins = await Permission.query().where((query) => {
    if (names.length) query.orWhere((grpc) => grpc.where('method', GRPC_METHOD).whereIn('path', names))
    for (const route of routes) query.orWhere((http) => http.where('method', route.method).where('path', route.path))
  })
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const twin of twins) if (!byId.has(twin.id)) byId.set(twin.id, twin)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
