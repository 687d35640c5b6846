import db from '@adonisjs/lucid/services/db'

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
