import Category from '../models/category.js'

/** One row of a plugin's own link table (document_categories, article_categories). */
export interface CategoryLink {
  ownerId: number
  categoryId: number
}

/**
 * The categories each owner (a document, an article) is filed under, as { id, title } in the
 * order of the links; a link to a category that no longer exists is left out.
 */
export async function categoriesByOwner(links: CategoryLink[]) {
  const ids = [...new Set(links.map((link) => link.categoryId))]
  const titles = new Map((await Category.query().whereIn('id', ids).select('id', 'title')).map((category) => [category.id, category.title]))
  const byOwner = new Map<number, { id: number; title: string }[]>()
  for (const link of links) {
    const title = titles.get(link.categoryId)
    if (title === undefined) continue
    byOwner.set(link.ownerId, [...(byOwner.get(link.ownerId) ?? []), { id: link.categoryId, title }])
  }
  return byOwner
}
