import db from '@adonisjs/lucid/services/db'
import { categoriesByOwner } from '#plugins/categories/contracts'
import { rowDate } from '#core/kernel/database/row_date'
import type { SearchItem } from '#core/search/contracts'
import { PUBLIC_STATUSES } from '../enums/document_status.js'
import { coverPath } from '../transformers/document_transformer.js'
import { usernamesById } from '#core/accounts/contracts'
import { publicBodies } from './document_text_pages.js'

/** The reader_visibility rule for guests, as a plain query: out of the bin, in a public status. */
function publicDocuments() {
  return db.from('documents').whereNull('deleted_at').whereIn('status', PUBLIC_STATUSES)
}

/** Of these ids, the documents anyone may see. */
export async function publicDocumentIds(ids: number[]) {
  if (ids.length === 0) return []
  return (await publicDocuments().whereIn('id', ids).select('id')).map((row) => Number(row.id))
}

export async function publicDocumentIdsAfter(afterId: number, limit: number) {
  const rows = await publicDocuments().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).select('id')
  return rows.map((row) => Number(row.id))
}

/** What the search index holds of each public document among these ids. */
export async function documentSearchItems(ids: number[]): Promise<SearchItem[]> {
  if (ids.length === 0) return []
  const rows = await publicDocuments().whereIn('documents.id', ids).select('documents.*')
  if (rows.length === 0) return []
  const usernames = await usernamesById(rows.map((row) => Number(row.user_id)))
  const found = rows.map((row) => Number(row.id))
  const links = await db.from('document_categories').whereIn('document_id', found).select('document_id', 'category_id')
  const categories = await categoriesByOwner(
    links.map((link) => ({ ownerId: Number(link.document_id), categoryId: Number(link.category_id) }))
  )
  // Only the pages anyone may read: no snippet or match can come from past the preview.
  const bodies = await publicBodies(found)
  return rows.map((row) => {
    const ext = String(row.ext ?? '')
    const uploader = usernames.get(Number(row.user_id)) ?? ''
    const counts = { views: Number(row.view_count ?? 0), uses: Number(row.download_count ?? 0) }
    return {
      id: Number(row.id),
      identifier: String(row.uuid),
      url: `/document/${row.id}`,
      title: String(row.title),
      keywords: String(row.keywords ?? ''),
      description: String(row.description ?? ''),
      body: bodies.get(Number(row.id)) ?? '',
      language: String(row.language ?? ''),
      categories: categories.get(Number(row.id)) ?? [],
      createdAt: rowDate(row.created_at),
      tag: ext,
      // Found by its uploader's name and its format ("pdf") too.
      indexWords: [uploader, ext.replace('.', '')],
      counts,
      extra: {
        ext,
        uploader,
        cover: coverPath({ id: Number(row.id), status: Number(row.status) as any, pages: Number(row.pages) }),
        pages: Number(row.pages ?? 0),
        score: Number(row.score ?? 0),
        price: Number(row.price ?? 0),
        size: Number(row.size ?? 0),
        view_count: counts.views,
        download_count: counts.uses,
      },
    }
  })
}

/** Documents filed directly under these categories (a renamed category re-indexes them). */
export async function documentIdsFiledUnder(categoryIds: number[]) {
  if (categoryIds.length === 0) return []
  const rows = await db.from('document_categories').whereIn('category_id', categoryIds).distinct('document_id')
  return rows.map((row) => Number(row.document_id))
}
