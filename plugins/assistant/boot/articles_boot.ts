import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { publicArticleIds } from '#plugins/articles/contracts'
import { removeArticleChunks } from '../services/chunk_index.js'
import { citableArticles } from '../services/article_chunks.js'
import { provideArticleCitations } from '../services/document_retrieval.js'
import { INDEX_CHUNKS_JOB } from '../jobs/index_chunks_job.js'

/**
 * Loaded only when the articles plugin is: published articles are chunked like documents and
 * cited by their page. One the public can no longer read loses its chunks before the edit returns.
 */
export default async function articlesBoot() {
  provideArticleCitations(citableArticles)
  const emitter = await app.container.make('emitter')
  emitter.on('articles:changed', async ({ articleIds }) => {
    try {
      const visible = new Set(await publicArticleIds(articleIds))
      await removeArticleChunks(articleIds.filter((id) => !visible.has(id)))
      for (const articleId of visible) await queue.dispatch(INDEX_CHUNKS_JOB, { articleId })
    } catch (error) {
      logger.error({ err: error, articleIds }, 'assistant: could not update the article chunks')
    }
  })
}
