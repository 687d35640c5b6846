import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DynamicType, recordDynamic, setUserCounter } from '#core/accounts/contracts'
import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { SINGLE_PAGE_IDENTIFIERS } from '../enums/single_pages.js'

type Client = TransactionClientContract | typeof db

/**
 * users.article_count is recomputed from the rows, never incremented: whatever changed an
 * article (publish, review, recycle, restore, purge), a recount leaves it right. An article
 * counts while it is published and out of the recycle bin; single pages are the site's, not
 * their author's.
 */
export async function recountAuthors(userIds: number[], client: Client = db) {
  for (const userId of new Set(userIds)) {
    if (!userId) continue
    const row = await client
      .from('articles')
      .where('user_id', userId)
      .where('status', ArticleStatus.Published)
      .whereNull('deleted_at')
      .whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
      .count('* as total')
      .first()
    await setUserCounter(userId, 'article_count', Number(row?.total ?? 0), client)
  }
}

/** The authors of these articles, for a recount after a batch change. */
export async function authorsOf(ids: number[]) {
  if (ids.length === 0) return []
  const rows = await Article.query().whereIn('id', ids).select('user_id')
  return rows.map((row) => row.userId)
}

/** 发表了文章《…》 in the author's feed, once the article is public. */
export async function recordPublished(articles: Pick<Article, 'id' | 'userId' | 'title' | 'status' | 'identifier'>[]) {
  for (const article of articles) {
    if (article.status !== ArticleStatus.Published || SINGLE_PAGE_IDENTIFIERS.includes(article.identifier)) continue
    await recordDynamic(article.userId, DynamicType.PublishArticle, [
      '发表了文章《',
      { text: article.title, href: `/article/${article.id}` },
      '》',
    ])
  }
}
