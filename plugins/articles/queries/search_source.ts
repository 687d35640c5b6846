import db from '@adonisjs/lucid/services/db'
import { categoriesByOwner } from '#plugins/categories/contracts'
import { rowDate } from '#core/kernel/database/row_date'
import type { SearchItem } from '#core/search/contracts'
import { ArticleStatus } from '../enums/article_status.js'
import { SINGLE_PAGE_IDENTIFIERS, articlePath } from '../enums/single_pages.js'
import { plainText } from '../services/sanitize_article.js'
import { usernamesById } from '#core/accounts/contracts'

/** What the public reads at /article: published, out of the bin, not a footer page. */
function publicArticles() {
  return db
    .from('articles')
    .whereNull('deleted_at')
    .where('status', ArticleStatus.Published)
    .whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
}

/** Of these ids, the articles anyone may see. */
export async function publicArticleIds(ids: number[]) {
  if (ids.length === 0) return []
  return (await publicArticles().whereIn('id', ids).select('id')).map((row) => Number(row.id))
}

export async function publicArticleIdsAfter(afterId: number, limit: number) {
  const rows = await publicArticles().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).select('id')
  return rows.map((row) => Number(row.id))
}

/** The plain text of each article body, for the index and for snippets. */
export async function articleBodies(ids: number[]) {
  const bodies = new Map<number, string>()
  if (ids.length === 0) return bodies
  const rows = await db.from('articles').whereIn('id', ids).select('id', 'content')
  for (const row of rows) bodies.set(Number(row.id), plainText(String(row.content ?? '')))
  return bodies
}

/** What the search index holds of each public article among these ids. */
export async function articleSearchItems(ids: number[]): Promise<SearchItem[]> {
  if (ids.length === 0) return []
  const rows = await publicArticles().whereIn('articles.id', ids).select('articles.*')
  if (rows.length === 0) return []
  const usernames = await usernamesById(rows.map((row) => Number(row.user_id)))
  const found = rows.map((row) => Number(row.id))
  const links = await db.from('article_categories').whereIn('article_id', found).select('article_id', 'category_id')
  const categories = await categoriesByOwner(
    links.map((link) => ({ ownerId: Number(link.article_id), categoryId: Number(link.category_id) }))
  )
  return rows.map((row) => {
    const author = String(row.author || usernames.get(Number(row.user_id)) || '')
    const views = Number(row.view_count ?? 0)
    return {
      id: Number(row.id),
      identifier: String(row.identifier),
      url: articlePath({ id: Number(row.id), identifier: String(row.identifier) }),
      title: String(row.title),
      keywords: String(row.keywords ?? ''),
      description: String(row.description ?? ''),
      body: plainText(String(row.content ?? '')),
      language: '',
      categories: categories.get(Number(row.id)) ?? [],
      createdAt: rowDate(row.created_at),
      indexWords: [author],
      counts: { views },
      extra: { author, view_count: views, comment_count: Number(row.comment_count ?? 0), favorite_count: Number(row.favorite_count ?? 0) },
    }
  })
}

/** Articles filed directly under these categories (a renamed category re-indexes them). */
export async function articleIdsFiledUnder(categoryIds: number[]) {
  if (categoryIds.length === 0) return []
  const rows = await db.from('article_categories').whereIn('category_id', categoryIds).distinct('article_id')
  return rows.map((row) => Number(row.article_id))
}
