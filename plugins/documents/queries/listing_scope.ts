import { Category, CATEGORY_TYPE, descendantIds, effectivelyEnabledIds } from '#plugins/categories/contracts'

/**
 * The document categories the public may browse, and for one of them the ids whose documents
 * its page lists: itself and its visible descendants (a disabled child hides its subtree).
 */
export async function visibleDocumentCategoryIds() {
  return new Set(await effectivelyEnabledIds(CATEGORY_TYPE.Document))
}

export async function categoryScope(id: number, visible: Set<number>) {
  if (!visible.has(id)) return null
  const category = await Category.find(id)
  if (!category || category.type !== CATEGORY_TYPE.Document) return null
  const ids = (await descendantIds(id)).filter((descendant) => visible.has(descendant))
  return { category, ids }
}

/** Top-level visible document categories, each with the ids of its visible subtree (one query). */
export async function topCategoryScopes(visible: Set<number>) {
  const rows = await Category.query()
    .where('type', CATEGORY_TYPE.Document)
    .orderBy('sort', 'desc')
    .orderBy('title', 'asc')
    .orderBy('id', 'asc')
  const childrenOf = new Map<number, number[]>()
  for (const row of rows) {
    if (!visible.has(row.id)) continue
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id])
  }
  return rows
    .filter((row) => row.parentId === 0 && visible.has(row.id))
    .map((top) => {
      const ids = [top.id]
      for (let index = 0; index < ids.length; index++) {
        for (const child of childrenOf.get(ids[index]) ?? []) if (!ids.includes(child)) ids.push(child)
      }
      return { category: top, ids }
    })
}
