import db from '@adonisjs/lucid/services/db'
import { BatchedCounter, pageCache } from '#core/page_cache/contracts'

/**
 * One more reading of a document (the page, or the API asked with_author). A view count
 * changes on every visit, so it invalidates no cached page: those show the count of their render.
 */
export async function countView(documentId: number, views = 1) {
  await pageCache.withoutInvalidation(() => db.from('documents').where('id', documentId).increment('view_count', views))
}

/** Visits served from the page cache, counted within a second. */
export const cachedViews = new BatchedCounter(countView)
