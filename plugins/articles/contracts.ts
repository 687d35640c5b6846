/**
 * What other plugins may use of articles: which ones the public reads, what the search index
 * holds of them (title, url, plain body), and the event that says they changed.
 */
export { publicArticleIds, publicArticleIdsAfter, articleSearchItems } from './queries/search_source.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Articles were created, edited, moderated, recycled, restored or deleted: what the public reads of them may differ. */
    'articles:changed': { articleIds: number[] }
  }
}
