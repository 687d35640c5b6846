import Group from '../models/group.js'
import { whereContains } from '#core/kernel/database/where_contains'

export async function listGroups(input: { page: number; size: number; wd?: string }) {
  const query = Group.query()
  if (input.wd) whereContains(query, ['title', 'description'], input.wd)
  query.orderBy('sort', 'desc').orderBy('id', 'asc')
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, groups: result.all() }
}
