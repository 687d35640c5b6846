import { ApiError } from '#core/kernel/http/api_error'
import { communityTargets, type CommunityTarget, type CommunityTargetInfo } from '../extension_points.js'
import type { TargetKindValue } from '../enums/community.js'

/** The registered target of a kind, or null when no enabled plugin serves it. */
export function targetOf(kind: number): CommunityTarget | null {
  for (const handler of communityTargets.handlers()) {
    const target = handler()
    if (target.kind === kind) return target
  }
  return null
}

const NOT_FOUND: Record<number, string> = { 0: '文档不存在', 1: '文章不存在' }

/** The content the viewer may see, or 404 (hidden content does not reveal that it exists). */
export async function visibleTarget(kind: TargetKindValue, id: number, viewerId: number) {
  const target = targetOf(kind)
  const found = target ? await target.findVisible(id, viewerId) : null
  if (!target || !found) throw ApiError.notFound(NOT_FOUND[kind] ?? '内容不存在')
  return { target, info: found }
}

/** Titles and links of many (kind, id) pairs at once, for lists. */
export async function describeTargets(rows: { type: number; targetId: number }[]) {
  const result = new Map<string, CommunityTargetInfo>()
  const byKind = new Map<number, number[]>()
  for (const row of rows) byKind.set(row.type, [...(byKind.get(row.type) ?? []), row.targetId])
  for (const [kind, ids] of byKind) {
    const target = targetOf(kind)
    if (!target) continue
    for (const [id, info] of await target.describe([...new Set(ids)])) result.set(`${kind}:${id}`, info)
  }
  return result
}

export const targetKey = (row: { type: number; targetId: number }) => `${row.type}:${row.targetId}`
