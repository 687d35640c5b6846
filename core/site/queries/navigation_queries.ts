import Navigation from '../models/navigation.js'
import { navigationTree } from '../transformers/navigation_transformer.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { applySort } from '#core/kernel/http/query_list'
import { collectFixedNavigation } from '../extension_points.js'

const ORDER_COLUMNS: Record<string, string> = {
  id: 'id',
  sort: 'sort',
  title: 'title',
  enable: 'enable',
  parent_id: 'parent_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
}

export async function listNavigations(filters: { page: number; size: number; wd: string; order: string; enabledOnly: boolean }) {
  const query = Navigation.query()
  if (filters.enabledOnly) query.where('enable', true).where(await whileOffered())
  if (filters.wd) whereContains(query, ['title'], filters.wd)
  applySort(query, filters.order, ORDER_COLUMNS, { initial: [{ column: 'sort', order: 'desc' }], stable: { column: 'id', order: 'asc' } })
  const page = await query.paginate(filters.page, filters.size)
  return { total: page.total, rows: page.all() }
}

/**
 * Leaves out the fixed entries no enabled owner offers any more (their plugin was disabled):
 * the rows stay, with the operator's edits, for when it is enabled again.
 */
async function whileOffered() {
  const hrefs = (await collectFixedNavigation()).map((entry) => entry.href)
  return (query: ReturnType<typeof Navigation.query>) => {
    query.where('fixed', false)
    if (hrefs.length) query.orWhereIn('href', hrefs)
  }
}

/** Enabled entries as the header's tree, in display order (sort desc, then id). */
export async function navigationTreeForHeader() {
  const offered = await collectFixedNavigation()
  // What the tree shows, and nothing more: every page reads this.
  const rows = await Navigation.query()
    .select('id', 'parent_id', 'title', 'href', 'color', 'target', 'fixed')
    .where('enable', true)
    .where(await whileOffered())
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
  const popovers = new Map(offered.filter((entry) => entry.popover).map((entry) => [entry.href, entry.popover!]))
  return navigationTree(rows, (row) => (row.fixed && row.parentId === 0 ? popovers.get(row.href) : undefined))
}
