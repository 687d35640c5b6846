import db from '@adonisjs/lucid/services/db'
import Document from '../models/document.js'
import { wherePublic } from './reader_visibility.js'

export const SIMILAR_TABLE = 'document_similar_lists'

/** A list older than this is recomputed in the background when shown, so documents uploaded since can join it. */
export const SIMILAR_TTL_MS = 3 * 24 * 60 * 60_000

export interface StoredSimilarList {
  ids: number[]
  fresh: boolean
}

/** The kept 相似文档 ids of a document, best first; null when none was computed yet. */
export async function storedSimilarList(documentId: number, now = Date.now()): Promise<StoredSimilarList | null> {
  const row = await db.from(SIMILAR_TABLE).where('document_id', documentId).select('similar_ids', 'computed_at').first()
  if (!row) return null
  const ids = String(row.similar_ids)
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
  return { ids, fresh: now - Number(row.computed_at) < SIMILAR_TTL_MS }
}

/**
 * Public documents sharing a category with this one, most viewed first, without it and copies
 * of its file: what fills up a short similar list. A large category has many to sort, so the
 * reader asks only while a document's list is not made yet.
 */
export function sameCategoryQuery(document: Pick<Document, 'id' | 'hash'>) {
  const categoryIds = db.from('document_categories').where('document_id', document.id).select('category_id')
  return wherePublic(Document.query())
    .whereIn('id', db.from('document_categories').whereIn('category_id', categoryIds).select('document_id'))
    .whereNot('id', document.id)
    .whereNot('hash', document.hash)
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
}
