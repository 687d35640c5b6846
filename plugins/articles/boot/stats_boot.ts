import { countRows, siteStats } from '#core/admin/contracts'
import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { SINGLE_PAGE_IDENTIFIERS } from '../enums/single_pages.js'

/** article_count of GET /api/v1/stats: the articles visitors can read (not the footer's single pages). */
export default async function statsBoot() {
  siteStats.add('articles', () => ({
    labels: { article_count: { label: '文章', icon: 'IconArticle', tone: 'cyan' } },
    count: async () => ({
      article_count: await countRows(
        Article.query().whereNull('deleted_at').where('status', ArticleStatus.Published).whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
      ),
    }),
  }))
}
