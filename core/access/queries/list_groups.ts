import Group from '../models/group.js'

export async function listGroups(input: { page: number; size: number; wd?: string }) {
  const query = Group.query()
  if (input.wd) {
    const like = `%${input.wd}%`
    query.where((where) => where.where('title', 'like', like).orWhere('description', 'like', like))
  }
  query.orderBy('sort', 'desc').orderBy('id', 'asc')
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, groups: result.all() }
}
