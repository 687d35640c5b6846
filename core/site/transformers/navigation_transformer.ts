import type Navigation from '../models/navigation.js'
import { iso } from '#core/kernel/transformers/iso'

export function navigationJson(navigation: Navigation) {
  return {
    id: navigation.id,
    title: navigation.title,
    href: navigation.href,
    target: navigation.target,
    color: navigation.color,
    sort: navigation.sort,
    enable: navigation.enable,
    parent_id: navigation.parentId,
    description: navigation.description,
    fixed: navigation.fixed,
    created_at: iso(navigation.createdAt),
    updated_at: iso(navigation.updatedAt),
  }
}

export interface NavigationTreeItem {
  id: number
  title: string
  href: string
  color: string
  target: string
  /** The contributed component its owner shows when the entry is hovered. */
  popover?: string
  children: NavigationTreeItem[]
}

/**
 * The header's tree from rows already in display order. Entries whose parent is not among
 * the rows (a disabled or missing parent) are left out with their children.
 */
export function navigationTree(
  rows: Navigation[],
  popoverOf: (row: Navigation) => string | undefined = () => undefined
): NavigationTreeItem[] {
  const byParent = new Map<number, Navigation[]>()
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? []
    siblings.push(row)
    byParent.set(row.parentId, siblings)
  }
  const build = (parentId: number, seen: Set<number>): NavigationTreeItem[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        id: row.id,
        title: row.title,
        href: row.href,
        color: row.color,
        target: row.target,
        ...(popoverOf(row) ? { popover: popoverOf(row) } : {}),
        children: build(row.id, new Set([...seen, row.id])),
      }))
  return build(0, new Set())
}
