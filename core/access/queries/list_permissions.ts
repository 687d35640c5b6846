import Permission from '../models/permission.js'
import { whereContains } from '#core/kernel/database/where_contains'

export interface ListPermissionsInput {
  page: number
  size: number
  wd?: string
  path?: string
  method?: string[]
}

export async function listPermissions(input: ListPermissionsInput) {
  const query = Permission.query()
  if (input.wd) whereContains(query, ['title', 'description'], input.wd)
  if (input.path) whereContains(query, ['path'], input.path)
  if (input.method?.length) query.whereIn('method', input.method)
  query.orderBy('id', 'asc')
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, permissions: result.all() }
}
