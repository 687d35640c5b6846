import { ApiError } from '#core/kernel/http/api_error'
import Category from '../models/category.js'
import { categoryUsage } from '../extension_points.js'

/**
 * Deletes empty leaf categories. A category with children (other than ones deleted with it)
 * or with items filed under it is refused, so nothing is left without its category.
 */
export async function deleteCategories(ids: number[]) {
  const rows = await Category.query().whereIn('id', ids).select('id')
  if (rows.length === 0) throw ApiError.notFound('分类不存在')
  const existing = rows.map((row) => row.id)
  const child = await Category.query().whereIn('parentId', existing).whereNotIn('id', existing).first()
  if (child) throw ApiError.badRequest('请先删除子分类')
  const used = (await categoryUsage.collect(existing)).reduce((sum, count) => sum + count, 0)
  if (used > 0) throw ApiError.badRequest('该分类下还有文档，无法删除')
  await Category.query().whereIn('id', existing).delete()
}
