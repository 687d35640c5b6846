import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import Category from '../models/category.js'

/**
 * Checks that `parentId` may hold a category of `type` (and, when moving one, `selfId`):
 * the parent exists, has the same type, and is neither the category nor one of its descendants.
 */
export async function assertValidParent(parentId: number, type: number, selfId: number | undefined, client: TransactionClientContract) {
  if (parentId === 0) return
  if (selfId !== undefined && parentId === selfId) throw ApiError.badRequest('上级分类不能是分类自己')
  const rows = await Category.query({ client }).select('id', 'parentId', 'type')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const parent = byId.get(parentId)
  if (!parent) throw ApiError.badRequest('上级分类不存在')
  if (parent.type !== type) throw ApiError.badRequest('上级分类的类型与分类不一致')
  if (selfId === undefined) return
  const seen = new Set<number>()
  for (let current = parentId; current !== 0 && !seen.has(current); current = byId.get(current)?.parentId ?? 0) {
    if (current === selfId) throw ApiError.badRequest('上级分类不能是它自己的下级分类')
    seen.add(current)
  }
}

export function duplicateTitleMessage(title: string) {
  return `同一上级分类下已存在名为「${title}」的分类`
}

/** Titles already used by siblings under `parentId` (of `type`), other than `exceptId`. */
export async function takenTitles(parentId: number, type: number, titles: string[], client: TransactionClientContract, exceptId?: number) {
  const query = Category.query({ client }).where('parentId', parentId).where('type', type).whereIn('title', titles)
  if (exceptId !== undefined) query.whereNot('id', exceptId)
  return new Set((await query.select('title')).map((row) => row.title))
}
