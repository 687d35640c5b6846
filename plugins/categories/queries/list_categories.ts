import Category from '../models/category.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { displayOrder, reachableEnabledIds } from '../services/category_tree.js'
import type { CategoryListQuery } from '../validators/category_list_query.js'

/**
 * GET /api/v1/category/list. The public sees only categories whose whole ancestry is
 * enabled, and its keyword and enable filters are ignored. No total (api-shapes §7).
 */
export async function listCategories(filters: CategoryListQuery, options: { permitted: boolean }) {
  const query = Category.query().whereIn('type', filters.types)
  if (filters.parentIds.length) query.whereIn('parentId', filters.parentIds)
  if (options.permitted) {
    if (filters.wd) whereContains(query, ['title', 'description'], filters.wd)
    if (filters.enable.length === 1) query.where('enable', filters.enable[0])
  } else {
    const rows = await Category.query().whereIn('type', filters.types).select('id', 'parentId', 'enable')
    query.whereIn('id', [...reachableEnabledIds(rows)])
  }
  displayOrder(query)
  if (filters.size) query.offset((filters.page - 1) * filters.size).limit(filters.size)
  return query
}
