import Permission from '../models/permission.js'

export interface ListPermissionsInput {
  page: number
  size: number
  wd?: string
  path?: string
  method?: string[]
}

export async function listPermissions(input: ListPermissionsInput) {
  const query = Permission.query()
  if (input.wd) {
    const like = `%${input.wd}%`
    query.where((where) => where.where('title', 'like', like).orWhere('description', 'like', like))
  }
  if (input.path) query.where('path', 'like', `%${input.path}%`)
  if (input.method?.length) query.whereIn('method', input.method)
  query.orderBy('id', 'asc')
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, permissions: result.all() }
}
