import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Document from '../models/document.js'
import { DocumentStatus, PUBLIC_STATUSES } from '../enums/document_status.js'
import { extensionsOfGroup, groupedExtensions, LISTING_PAGE_SIZE, LISTING_SORTS, type ListingFilters } from './listing_filters.js'

type DocumentQuery = ModelQueryBuilderContract<typeof Document>

/** Out of the recycle bin and in a public status. */
export function visibleDocuments(): DocumentQuery {
  return Document.query().whereNull('deleted_at').whereIn('status', PUBLIC_STATUSES)
}

/** Documents filed under any of the categories (through the indexed pivot, no join fan-out). */
function whereInCategories(query: DocumentQuery, categoryIds: number[]) {
  return query.whereIn('id', db.from('document_categories').select('document_id').whereIn('category_id', categoryIds))
}

function whereExtGroup(query: DocumentQuery, ext: ListingFilters['ext']) {
  if (ext === '') return query
  if (ext === 'other') return query.whereNotIn('ext', groupedExtensions())
  return query.whereIn('ext', extensionsOfGroup(ext))
}

/** One page of the category listing, uploader and categories preloaded. */
export async function listCategoryDocuments(categoryIds: number[], filters: ListingFilters) {
  const query = whereExtGroup(whereInCategories(visibleDocuments(), categoryIds), filters.ext)
    .preload('user')
    .preload('categories', (categories) => categories.select('id', 'title', 'parent_id').orderBy('parent_id', 'asc'))
  const column = LISTING_SORTS[filters.sort]
  if (column !== 'id') query.orderBy(column, 'desc')
  query.orderBy('id', 'desc')
  const result = await query.paginate(filters.page, LISTING_PAGE_SIZE)
  return { total: result.total, documents: result.all() }
}

/** Recommended documents the public may see, most recently recommended first. */
export function recommendedDocuments(limit: number) {
  return visibleDocuments().whereNotNull('recommend_at').preload('user').orderBy('recommend_at', 'desc').orderBy('id', 'desc').limit(limit)
}

/**
 * The newest converted public documents filed under each group of categories: one bounded
 * query per group (top-level categories are few), newest first.
 */
export async function newestConvertedIn(groups: number[][], limit: number) {
  const blocks: Document[][] = []
  for (const categoryIds of groups) {
    blocks.push(
      await whereInCategories(visibleDocuments(), categoryIds).where('status', DocumentStatus.Converted).orderBy('id', 'desc').limit(limit)
    )
  }
  return blocks
}

async function countOf(query: DocumentQuery | ReturnType<typeof db.from>) {
  const [row] = await (query as any).count('* as total')
  return Number(row?.$extras?.total ?? row?.total ?? 0)
}

export function countVisibleDocuments() {
  return countOf(visibleDocuments())
}

/** Documents not yet deleted in the given statuses (the admin dashboard's pending/failed counts). */
export function countDocumentsInStatuses(statuses: number[]) {
  return countOf(Document.query().whereNull('deleted_at').whereIn('status', statuses))
}

/** Documents filed under the categories, the recycle bin included: a category in use cannot be deleted. */
export async function countDocumentsFiledUnder(categoryIds: number[]) {
  if (categoryIds.length === 0) return 0
  const [row] = await db.from('document_categories').whereIn('category_id', categoryIds).countDistinct('document_id as total')
  return Number(row?.total ?? 0)
}

/** A user's public documents for their page (/user/{id}/document), newest first. */
export async function listUserPublicDocuments(userId: number, page: number, size: number) {
  const result = await visibleDocuments().where('user_id', userId).preload('user').orderBy('id', 'desc').paginate(page, size)
  return { total: result.total, documents: result.all() }
}
