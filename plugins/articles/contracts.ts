/**
 * What other plugins may use of articles: which ones the public reads, what the search index
 * holds of them (title, url, plain body), the event that says they changed, and the actions
 * that write, moderate and recycle them (for plugins and their tests that follow articles).
 */
export { publicArticleIds, publicArticleIdsAfter, articleSearchItems } from './queries/search_source.js'
export { createArticle, updateArticle } from './actions/save_article.js'
export { checkArticles, trashArticles } from './actions/moderate_articles.js'
export { purgeArticles, restoreArticles } from './actions/recycle_articles.js'
export { ArticleStatus } from './enums/article_status.js'

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Articles were created, edited, moderated, recycled, restored or deleted: what the public reads of them may differ. */
    'articles:changed': { articleIds: number[] }
  }
}

/** For importers (the MOREDOC migration): article bodies pass the same allow-list, authors are recounted. */
export { sanitizeArticle } from './services/sanitize_article.js'
export { recountAuthors } from './actions/recount_authors.js'
export { SINGLE_PAGE_IDENTIFIERS } from './enums/single_pages.js'
export { default as Article } from './models/article.js'
