import { ApiError } from '#core/kernel/http/api_error'
import Navigation from '../models/navigation.js'

/**
 * Checks that `parentId` may hold `selfId` (when moving an existing entry): the parent must
 * exist and must be neither the entry itself nor one of its descendants.
 */
export async function assertValidParent(parentId: number, selfId?: number) {
  if (parentId === 0) return
  if (selfId !== undefined && parentId === selfId) throw ApiError.badRequest('上级导航不能是自己')
  const rows = await Navigation.query().select('id', 'parentId')
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]))
  if (!parentOf.has(parentId)) throw ApiError.badRequest('上级导航不存在')
  if (selfId === undefined) return
  const seen = new Set<number>()
  for (let current = parentId; current !== 0 && !seen.has(current); current = parentOf.get(current) ?? 0) {
    if (current === selfId) throw ApiError.badRequest('上级导航不能是它的下级导航')
    seen.add(current)
  }
}
