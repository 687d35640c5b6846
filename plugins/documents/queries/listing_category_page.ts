import { ApiError } from '#core/kernel/http/api_error'
import { Category, CATEGORY_TYPE, categoryCards, categoryJson, categoryPath } from '#plugins/categories/contracts'
import { listCategoryDocuments } from './listing_documents.js'
import { LISTING_PAGE_SIZE, type ListingFilters } from './listing_filters.js'
import { categoryScope, visibleDocumentCategoryIds } from './listing_scope.js'

/** Visible categories under a parent (0 = top level), in display order. */
async function visibleChildren(parentId: number, visible: Set<number>) {
  const rows = await Category.query()
    .where('type', CATEGORY_TYPE.Document)
    .where('parent_id', parentId)
    .orderBy('sort', 'desc')
    .orderBy('title', 'asc')
    .orderBy('id', 'asc')
  return rows.filter((row) => visible.has(row.id)).map((row) => ({ id: row.id, title: row.title, doc_count: row.docCount }))
}

/**
 * Everything /category/:id? shows. Without an id: every visible document category. A missing,
 * disabled (or under a disabled parent) or article category is a 404.
 */
export async function categoryPageData(id: number | null, filters: ListingFilters) {
  const visible = await visibleDocumentCategoryIds()
  const scope = id === null ? null : await categoryScope(id, visible)
  if (id !== null && !scope) throw ApiError.notFound('分类不存在或已被禁用')

  const category = scope?.category ?? null
  const ownChildren = await visibleChildren(category?.id ?? 0, visible)
  // A leaf offers its siblings, so the filter row never goes empty while browsing down.
  const chipParentId = category && ownChildren.length === 0 ? category.parentId : (category?.id ?? 0)
  const chips = chipParentId === (category?.id ?? 0) ? ownChildren : await visibleChildren(chipParentId, visible)

  const { total, documents } = await listCategoryDocuments(scope?.ids ?? [...visible], filters)
  return {
    category: category ? categoryJson(category) : null,
    path: category ? await categoryPath(category.id) : [],
    chips: { parent_id: chipParentId, items: chips },
    cards: id === null ? (await categoryCards()).filter((card) => card.type === CATEGORY_TYPE.Document) : [],
    documents,
    total,
    page: filters.page,
    size: LISTING_PAGE_SIZE,
    filters: { ext: filters.ext, sort: filters.sort },
  }
}
