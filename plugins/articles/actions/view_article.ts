import db from '@adonisjs/lucid/services/db'
import { BatchedCounter, pageCache } from '#core/page_cache/contracts'

/** One more reading of an article; like a document's, it invalidates no cached page. */
export async function countArticleView(articleId: number, views = 1) {
  await pageCache.withoutInvalidation(() => db.from('articles').where('id', articleId).increment('view_count', views))
}

/** Visits served from the page cache, counted within a second. */
export const cachedArticleViews = new BatchedCounter(countArticleView)
