import type { SearchKind } from '#core/search/contracts'
import { articleBodies, articleSearchItems, publicArticleIdsAfter } from '../queries/search_source.js'
import { ARTICLE_KIND } from '../services/article_search.js'

/** Articles are /search?type=1 (the spec's); the header box searches them on article pages. */
export const articleSearchKind: SearchKind = {
  kind: ARTICLE_KIND,
  plugin: 'articles',
  type: 1,
  title: '文章',
  placeholder: '搜索文章',
  card: 'articles.searchCard',
  facets: ['category'],
  sorts: [{ sort: 'views', param: 'view_count', label: '最多浏览' }],
  paths: ['/article'],
  load: articleSearchItems,
  publicIds: publicArticleIdsAfter,
  bodies: articleBodies,
}
