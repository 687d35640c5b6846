import { whereContains } from '#core/kernel/database/where_contains'
import Language from '../models/language.js'

/** api-shapes §16 order: enabled first, then by sort (high first), then oldest first. */
export async function listLanguages(filters: { page: number; size: number; wd?: string; enable: boolean[] }) {
  const query = Language.query()
  const enable = [...new Set(filters.enable)]
  if (enable.length === 1) query.where('enable', enable[0])
  if (filters.wd) whereContains(query, ['language', 'code'], filters.wd)
  query.orderBy('enable', 'desc').orderBy('sort', 'desc').orderBy('id', 'asc')
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, languages: page.all() }
}
