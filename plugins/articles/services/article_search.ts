import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { searchIndex, SEARCH_SYNC_JOB } from '#core/search/contracts'
import { publicArticleIds } from '../queries/search_source.js'

export const ARTICLE_KIND = 'article'
const BATCH = 100

/**
 * After articles changed: articles:changed tells other plugins; the ones the public can no
 * longer read leave the index before the request returns; the others are (re)indexed by a
 * job. A search outage never fails the edit that triggered it.
 */
export async function syncArticlesInSearch(articleIds: number[]) {
  const ids = [...new Set(articleIds)]
  if (ids.length === 0) return
  // Every change of what the public reads passes here; other plugins (the assistant's chunks) follow it.
  const emitter = await app.container.make('emitter')
  await emitter.emit('articles:changed', { articleIds: ids })
  try {
    const visible = new Set(await publicArticleIds(ids))
    await searchIndex.remove(
      ARTICLE_KIND,
      ids.filter((id) => !visible.has(id))
    )
    const queued = ids.filter((id) => visible.has(id))
    for (let start = 0; start < queued.length; start += BATCH) {
      await queue.dispatch(SEARCH_SYNC_JOB, { kind: ARTICLE_KIND, ids: queued.slice(start, start + BATCH) })
    }
  } catch (error) {
    logger.error({ err: error, articleIds: ids }, 'articles: could not update the search index')
  }
}
