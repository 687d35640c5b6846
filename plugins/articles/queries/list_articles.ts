import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { SINGLE_PAGE_IDENTIFIERS } from '../enums/single_pages.js'
import { articleJson } from '../transformers/article_transformer.js'
import type { Viewer } from './article_visibility.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { pageOf } from '#core/kernel/http/query_list'

export interface ArticleListInput {
  page?: number
  size?: number
  wd?: string
  category_id?: number[]
  status?: number[]
  user_id?: number
}

/**
 * GET /api/v1/article/list and the /article page. The public sees published articles;
 * staff, and an author listing their own, may filter by status. Newest first.
 */
export async function listArticles(input: ArticleListInput, viewer: Viewer) {
  const query = Article.query().whereNull('deleted_at').preload('user').preload('categories')
  const mayFilter = viewer.staff || (viewer.id > 0 && input.user_id === viewer.id)
  if (input.status?.length && mayFilter) query.whereIn('status', input.status)
  else if (!mayFilter) query.where('status', ArticleStatus.Published)
  // Single pages (about, agreement ...) are reached from the footer, not listed with articles.
  if (!viewer.staff) query.whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
  if (input.user_id) query.where('user_id', input.user_id)
  if (input.wd) whereContains(query, ['title'], input.wd)
  if (input.category_id?.length) {
    query.whereIn('id', (sub) => sub.from('article_categories').select('article_id').whereIn('category_id', input.category_id!))
  }
  const { page: number, size } = pageOf(input, { max: 100 })
  const page = await query.orderBy('id', 'desc').paginate(number, size)
  return { total: page.total, article: page.all().map((article) => articleJson(article)) }
}

/** Newest published articles sharing a category, for the reading page. */
export async function relatedArticles(article: Article, limit = 6) {
  const categoryIds = article.categories.map((category) => category.id)
  const query = Article.query()
    .whereNull('deleted_at')
    .where('status', ArticleStatus.Published)
    .whereNot('id', article.id)
    .whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
  if (categoryIds.length) {
    query.whereIn('id', (sub) => sub.from('article_categories').select('article_id').whereIn('category_id', categoryIds))
  }
  const rows = await query.orderBy('id', 'desc').limit(limit)
  return rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt?.toISO() ?? null }))
}
