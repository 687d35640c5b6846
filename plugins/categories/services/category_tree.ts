import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Category from '../models/category.js'
import { categoryJson, type CategoryJson } from '../transformers/category_transformer.js'

export type CategoryNode = CategoryJson & { children: CategoryNode[] }

/** Display order everywhere: parent first, then higher sort, then title. */
export function displayOrder(query: ModelQueryBuilderContract<typeof Category>) {
  return query.orderBy('parent_id', 'asc').orderBy('sort', 'desc').orderBy('title', 'asc').orderBy('id', 'asc')
}

function childrenByParent(rows: Category[]) {
  const byParent = new Map<number, Category[]>()
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? []
    siblings.push(row)
    byParent.set(row.parentId, siblings)
  }
  return byParent
}

/**
 * Ids of the rows reachable from the roots through enabled rows only: a disabled category
 * hides everything below it. Rows whose parent is missing are unreachable, so hidden too.
 */
export function reachableEnabledIds(rows: Category[]) {
  const byParent = childrenByParent(rows)
  const ids = new Set<number>()
  const visit = (parentId: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      if (!row.enable || ids.has(row.id)) continue
      ids.add(row.id)
      visit(row.id)
    }
  }
  visit(0)
  return ids
}

/** Nested nodes from rows already in display order; `keep` filters rows (children of a dropped row go with it). */
export function buildTree(rows: Category[], keep: (row: Category) => boolean = () => true): CategoryNode[] {
  const byParent = childrenByParent(rows)
  const build = (parentId: number, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => keep(row) && !seen.has(row.id))
      .map((row) => ({ ...categoryJson(row), children: build(row.id, new Set([...seen, row.id])) }))
  return build(0, new Set())
}

function typeRows(type: number) {
  return displayOrder(Category.query().where('type', type))
}

/** The category tree of one type; with onlyEnabled, what the public may see. */
export async function categoryTree(type: number, options: { onlyEnabled?: boolean } = {}) {
  const rows = await typeRows(type)
  if (!options.onlyEnabled) return buildTree(rows)
  const visible = reachableEnabledIds(rows)
  return buildTree(rows, (row) => visible.has(row.id))
}

/** Categories that are enabled and whose every ancestor is enabled. */
export async function effectivelyEnabledIds(type: number): Promise<number[]> {
  const rows = await Category.query().where('type', type).select('id', 'parentId', 'enable')
  return [...reachableEnabledIds(rows)]
}

/** The category and everything below it (empty when it does not exist). */
export async function descendantIds(id: number): Promise<number[]> {
  const root = await Category.find(id)
  if (!root) return []
  const rows = await Category.query().where('type', root.type).select('id', 'parentId')
  const byParent = childrenByParent(rows)
  const ids = [root.id]
  for (let index = 0; index < ids.length; index++) {
    for (const child of byParent.get(ids[index]) ?? []) {
      if (!ids.includes(child.id)) ids.push(child.id)
    }
  }
  return ids
}

/**
 * Root → leaf, for breadcrumbs (empty when the category does not exist). Categories the
 * caller holds already (a document's, filed under their whole path) are not read again.
 */
export async function categoryPath(id: number, held: Iterable<Category> = []): Promise<CategoryJson[]> {
  const known = new Map(Array.from(held, (category) => [category.id, category]))
  const find = async (categoryId: number) => known.get(categoryId) ?? (await Category.find(categoryId))
  const path: Category[] = []
  const seen = new Set<number>()
  for (let current = await find(id); current && !seen.has(current.id);) {
    seen.add(current.id)
    path.unshift(current)
    current = current.parentId ? await find(current.parentId) : null
  }
  return path.map(categoryJson)
}

/**
 * The categories with every ancestor of each. Content is filed under its whole path, as the
 * upload cascader sends it (a 中学 document also counts under 教育资料), whether a client
 * sent the path or only the leaf.
 */
export async function withAncestors(ids: number[]): Promise<number[]> {
  const all = new Set<number>()
  let frontier = [...new Set(ids)].filter((id) => id > 0)
  while (frontier.length > 0) {
    frontier.forEach((id) => all.add(id))
    const parents = await Category.query().whereIn('id', frontier).select('parentId')
    frontier = [...new Set(parents.map((row) => row.parentId))].filter((id) => id > 0 && !all.has(id))
  }
  return [...all]
}
