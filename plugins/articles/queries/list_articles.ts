import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { SINGLE_PAGE_IDENTIFIERS } from '../enums/single_pages.js'
import { articleJson } from '../transformers/article_transformer.js'
import type { Viewer } from './article_visibility.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { pageOf } from '#core/kernel/http/query_list'
import logger from '@adonisjs/core/services/logger'
import { searchIndex } from '#core/search/contracts'
import { ARTICLE_KIND } from '../services/article_search.js'

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

/** How many keyword matches are read for each related article shown: some are the article itself or in another category. */
const CANDIDATES_PER_SLOT = 4

function keywordList(keywords: string) {
  return keywords
    .split(/[,，]/)
    .map((word) => word.trim())
    .filter(Boolean)
}

/** Ids of articles the index finds by these keywords, most relevant first; none when the search is down (the page still shows the newest). */
async function idsByKeywords(keywords: string, limit: number) {
  const words = keywordList(keywords)
  if (words.length === 0) return []
  try {
    return await searchIndex.similar(ARTICLE_KIND, words, limit * CANDIDATES_PER_SLOT + 1)
  } catch (error) {
    logger.warn({ err: error }, 'articles: related articles by keywords are unavailable')
    return []
  }
}

/**
 * Published articles like this one, for its reading page and GET /api/v1/article/related: those
 * sharing a category that its keywords find first (most relevant first), then the newest of its
 * categories. Never the article itself, an unpublished or binned one, or a single page.
 */
export async function relatedArticles(article: Article, limit = 6) {
  const categoryIds = article.categories.map((category) => category.id)
  const candidates = () => {
    const query = Article.query()
      .whereNull('deleted_at')
      .where('status', ArticleStatus.Published)
      .whereNot('id', article.id)
      .whereNotIn('identifier', SINGLE_PAGE_IDENTIFIERS)
    if (categoryIds.length) {
      query.whereIn('id', (sub) => sub.from('article_categories').select('article_id').whereIn('category_id', categoryIds))
    }
    return query
  }
  const ranked = await idsByKeywords(article.keywords, limit)
  const position = new Map(ranked.map((id, index) => [id, index]))
  const byKeywords = ranked.length
    ? (await candidates().whereIn('id', ranked)).sort((a, b) => position.get(a.id)! - position.get(b.id)!).slice(0, limit)
    : []
  const newest =
    byKeywords.length < limit
      ? await candidates()
          .whereNotIn(
            'id',
            byKeywords.map((row) => row.id)
          )
          .orderBy('id', 'desc')
          .limit(limit - byKeywords.length)
      : []
  return [...byKeywords, ...newest].map((row) => ({
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    view_count: row.viewCount,
    created_at: row.createdAt?.toISO() ?? null,
  }))
}
