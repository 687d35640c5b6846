import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { registerSearchKind } from '#core/search/contracts'
import { articleIdsFiledUnder } from '../queries/search_source.js'
import { syncArticlesInSearch } from '../services/article_search.js'
import { articleSearchKind } from '../search/article_search_kind.js'

/** Articles are the search kind of /search?type=1, kept current by the article actions. */
export default async function searchBoot() {
  registerSearchKind(articleSearchKind)
  // The emitter service is bound once the app has booted; plugins boot before that.
  const emitter = await app.container.make('emitter')
  emitter.on('categories:changed', async ({ categoryIds }) => {
    try {
      await syncArticlesInSearch(await articleIdsFiledUnder(categoryIds))
    } catch (error) {
      logger.error({ err: error, categoryIds }, 'articles: could not re-index the articles of changed categories')
    }
  })
}
