import { crawlerExclusions, pagedById, sitemapSources } from '#core/seo/contracts'
import { CATEGORY_TYPE, effectivelyEnabledIds } from '#plugins/categories/contracts'
import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { articlePath } from '../enums/single_pages.js'

const publishedArticles = pagedById(
  (afterId, limit) =>
    Article.query()
      .whereNull('deleted_at')
      .where('status', ArticleStatus.Published)
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .select('id', 'identifier', 'updated_at'),
  (article) => ({ loc: articlePath(article), lastmod: article.updatedAt.toJSDate() })
)

/** The sitemap's articles file: the list, the visible article categories, then every published article and single page. */
export default async function sitemapBoot() {
  // The editor is no page to index.
  crawlerExclusions.add('articles', () => ['/post$'])
  sitemapSources.add('articles', () => ({
    name: 'articles',
    async *urls(batchSize) {
      const categoryIds = (await effectivelyEnabledIds(CATEGORY_TYPE.Article)).sort((a, b) => a - b)
      yield [{ loc: '/article' }, ...categoryIds.map((id) => ({ loc: `/article?category_id=${id}` }))]
      yield* publishedArticles(batchSize)
    },
  }))
}
