import { registerSearchKind } from '#core/search/contracts'
import { articleBodies, articleSearchItems, publicArticleIdsAfter } from '../queries/search_source.js'
import { ARTICLE_KIND } from '../services/article_search.js'

/** Articles are the search kind of /search?type=1, kept current by the article actions. */
export default async function searchBoot() {
  registerSearchKind({
    kind: ARTICLE_KIND,
    docType: 1,
    title: '文章',
    load: articleSearchItems,
    publicIds: publicArticleIdsAfter,
    bodies: articleBodies,
  })
}
