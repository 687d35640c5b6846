import type { CategoryChoice } from '~/components/category_path_select'
import type { TreeNode } from '~/lib/tree'

export interface CategoryRow {
  id: number
  parent_id: number
  title: string
  type: number
  enable: boolean
  doc_count: number
  sort: number
  icon: string
  cover: string
  description: string
  show_description: boolean
}

export type CategoryNode = TreeNode<CategoryRow>

/** What each type is called in the admin, and where its list page lives. */
export const CATEGORY_TYPES: Record<number, { title: string; listHref: string }> = {
  0: { title: '文档分类', listHref: '/admin/document/category' },
  1: { title: '文章分类', listHref: '/admin/article/category' },
}

/** Parent choices: every category except `excludeId` and what lies below it. */
export function parentOptions(tree: CategoryNode[], excludeId?: number): CategoryChoice[] {
  return tree
    .filter((node) => node.id !== excludeId)
    .map((node) => {
      const children = node.children ? parentOptions(node.children, excludeId) : []
      return children.length ? { label: node.title, value: node.id, children } : { label: node.title, value: node.id }
    })
}

/** The cascader value (ids root → node) of a category, or [] for the top level. */
export function pathTo(tree: CategoryNode[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id]
    const below = pathTo(node.children ?? [], id)
    if (below.length) return [node.id, ...below]
  }
  return []
}

/** The parent id a cascader value stands for (its last id, or 0 for the top level). */
export function parentFromPath(path: unknown): number {
  if (Array.isArray(path) && path.length) return Number(path[path.length - 1])
  if (typeof path === 'number') return path
  return 0
}
