import Navigation from '../models/navigation.js'
import { navigationTree } from '../transformers/navigation_transformer.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { applySort } from '#core/kernel/http/query_list'

const ORDER_COLUMNS: Record<string, string> = {
  id: 'id',
  sort: 'sort',
  title: 'title',
  enable: 'enable',
  parent_id: 'parent_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
}

export async function listNavigations(filters: {
  page: number
  size: number
  wd: string
  order: string
  enabledOnly: boolean
}) {
  const query = Navigation.query()
  if (filters.enabledOnly) query.where('enable', true)
  if (filters.wd) whereContains(query, ['title'], filters.wd)
  applySort(query, filters.order, ORDER_COLUMNS, { initial: [{ column: 'sort', order: 'desc' }], stable: { column: 'id', order: 'asc' } })
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}

/** Enabled entries as the header's tree, in display order (sort desc, then id). */
export async function navigationTreeForHeader() {
  const rows = await Navigation.query().where('enable', true).orderBy('sort', 'desc').orderBy('id', 'asc')
  return navigationTree(rows)
}
