import { settings } from '#core/settings/contracts'
import Category from '../models/category.js'
import { displayOrder, reachableEnabledIds } from './category_tree.js'

export interface CategoryCardItem {
  id: number
  parent_id: number
  title: string
  type: number
  enable: true
  href: string
  doc_count: number
  icon: string
  cover: string
  children: CategoryCardItem[]
}

/** Article categories (type 1) list articles; document categories have their own page. */
export function categoryHref(category: { id: number; type: number }) {
  return category.type === 1 ? `/article?category_id=${category.id}` : `/category/${category.id}`
}

function cardItem(row: Category, children: CategoryCardItem[] = []): CategoryCardItem {
  return {
    id: row.id,
    parent_id: row.parentId,
    title: row.title,
    type: row.type,
    enable: true,
    href: categoryHref(row),
    doc_count: row.docCount,
    icon: row.icon,
    cover: row.cover,
    children,
  }
}

/**
 * The spec's category card: the top-level categories the public may see (documents, then
 * articles) with their visible children. With display.hide_category_without_document on,
 * document categories without a document are left out.
 */
export async function categoryCards(): Promise<CategoryCardItem[]> {
  const hideEmpty = Boolean(await settings.get('display', 'hide_category_without_document'))
  const rows = await displayOrder(Category.query().whereIn('type', [0, 1]).orderBy('type', 'asc'))
  const cards: CategoryCardItem[] = []
  for (const type of [0, 1]) {
    const ofType = rows.filter((row) => row.type === type)
    const visible = reachableEnabledIds(ofType)
    const shown = (row: Category) => visible.has(row.id) && !(hideEmpty && type === 0 && row.docCount === 0)
    for (const top of ofType.filter((row) => row.parentId === 0 && shown(row))) {
      const children = ofType.filter((row) => row.parentId === top.id && shown(row)).map((row) => cardItem(row))
      cards.push(cardItem(top, children))
    }
  }
  return cards
}
