import { PluginContractError } from '#core/kernel/plugin_registry'
import { ApiError } from '#core/kernel/http/api_error'
import { communityTargets, type CommunityTarget, type CommunityTargetInfo } from '../extension_points.js'
import type { TargetKindValue } from '../enums/community.js'

/** Who claimed each kind, enabled or not: a number stays its owner's while that plugin is off. */
const claimed = new Map<number, string>()

/**
 * Makes a plugin's content a target of comments, favourites and reports. Called from its
 * boot hook; a kind another plugin claimed stops the boot.
 */
export function registerCommunityTarget(owner: string, target: CommunityTarget) {
  const holder = claimed.get(target.kind)
  if (holder !== undefined && holder !== owner) {
    throw new PluginContractError(
      `Community target kind ${target.kind} (${target.label}) of "${owner}" is already registered by "${holder}"`
    )
  }
  claimed.set(target.kind, owner)
  communityTargets.add(owner, () => target)
}

/** The targets of enabled plugins, by kind. */
export function activeTargets(): CommunityTarget[] {
  return communityTargets
    .handlers()
    .map((handler) => handler())
    .sort((a, b) => a.kind - b.kind)
}

/** The registered target of a kind, or null when no enabled plugin serves it. */
export function targetOf(kind: number): CommunityTarget | null {
  return activeTargets().find((target) => target.kind === kind) ?? null
}

/** The kinds the APIs accept and the pages offer, as select options. */
export function communityKinds() {
  return activeTargets().map((target) => ({ value: target.kind, label: target.label }))
}

/** The content the viewer may see, or 404 (hidden content does not reveal that it exists). */
export async function visibleTarget(kind: TargetKindValue, id: number, viewerId: number) {
  const target = targetOf(kind)
  const found = target ? await target.findVisible(id, viewerId) : null
  if (!target || !found) throw ApiError.notFound(target ? `${target.label}不存在` : '内容不存在')
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
