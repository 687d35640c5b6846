import Friendlink from '../models/friendlink.js'
import { whereContains } from '#core/kernel/database/where_contains'

/** Order of the API: enabled first, then by sort (high first), then oldest first. */
export async function listFriendlinks(filters: { page: number; size: number; wd: string; enable: boolean[] }) {
  const query = Friendlink.query()
  const enable = [...new Set(filters.enable)]
  if (enable.length === 1) query.where('enable', enable[0])
  if (filters.wd) whereContains(query, ['title', 'link'], filters.wd)
  query.orderBy('enable', 'desc').orderBy('sort', 'desc').orderBy('id', 'asc')
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}

/** Enabled friend links for the footer, in display order. */
export async function enabledFriendlinks() {
  return Friendlink.query().where('enable', true).orderBy('sort', 'desc').orderBy('id', 'asc')
}
