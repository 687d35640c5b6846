import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { forgetTargets, TargetKind } from '#plugins/community/contracts'
import Article from '../models/article.js'
import { authorsOf, recountAuthors } from './recount_authors.js'
import { syncArticlesInSearch } from '../services/article_search.js'
import { articleJson } from '../transformers/article_transformer.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { pageOf } from '#core/kernel/http/query_list'

/** GET /api/v1/article/recycle/list: deleted articles, most recently deleted first. */
export async function listRecycledArticles(input: { page?: number; size?: number; wd?: string }) {
  const query = Article.query().whereNotNull('deleted_at').preload('user').preload('categories')
  if (input.wd) whereContains(query, ['title'], input.wd)
  const { page: number, size } = pageOf(input, { max: 100 })
  const page = await query.orderBy('deleted_at', 'desc').orderBy('id', 'desc').paginate(number, size)
  return {
    total: page.total,
    article: page.all().map((article) => ({ ...articleJson(article), deleted_at: article.deletedAt?.toISO() ?? null })),
  }
}

/** POST /api/v1/article/recycle/restore { id[] }. */
export async function restoreArticles(ids: number[]) {
  const restored = await Article.query().whereIn('id', ids).whereNotNull('deleted_at').update({ deleted_at: null, deleted_user_id: 0 })
  if (!affectedRows(restored)) throw ApiError.notFound('回收站中没有这些文章')
  await recountAuthors(await authorsOf(ids))
  await syncArticlesInSearch(ids)
}

/** DELETE /api/v1/article/recycle?id= (or every recycled article): gone for good, with their category links. */
export async function purgeArticles(ids: number[] | 'all') {
  const authors: number[] = []
  const purged = await db.transaction(async (trx) => {
    const query = trx.from('articles').whereNotNull('deleted_at')
    if (ids !== 'all') query.whereIn('id', ids)
    const rows: { id: number }[] = await query.clone().select('id')
    if (ids !== 'all' && rows.length === 0) throw ApiError.notFound('回收站中没有这些文章')
    const found = rows.map((row) => row.id)
    if (found.length === 0) return
    authors.push(...(await trx.from('articles').whereIn('id', found).select('user_id')).map((row: { user_id: number }) => row.user_id))
    await trx.from('article_categories').whereIn('article_id', found).delete()
    await trx.from('articles').whereIn('id', found).delete()
    return found
  })
  await forgetTargets(TargetKind.Article, purged ?? [])
  await recountAuthors(authors)
  await syncArticlesInSearch(purged ?? [])
}
