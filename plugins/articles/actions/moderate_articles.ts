import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Category, CATEGORY_TYPE } from '#plugins/categories/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { heldKeys, isSuperUser } from '#core/access/contracts'
import Article from '../models/article.js'
import type { ArticleStatusValue } from '../enums/article_status.js'
import { ArticlesPermission } from '../permissions.js'
import { recountAuthors, recordPublished } from './recount_authors.js'
import { syncArticlesInSearch } from '../services/article_search.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** PUT /api/v1/article/check: publish or reject many articles (with a reason). */
export async function checkArticles(ids: number[], status: ArticleStatusValue, rejectReason = '') {
  const changing = await Article.query().whereIn('id', ids).whereNull('deleted_at').whereNot('status', status)
  const updated = await Article.query()
    .whereIn('id', ids)
    .whereNull('deleted_at')
    .update({ status, reject_reason: status === 2 ? rejectReason : '' })
  if (!affectedRows(updated)) throw ApiError.notFound('文章不存在')
  await recountAuthors(changing.map((article) => article.userId))
  await syncArticlesInSearch(ids)
  await recordPublished(changing.map((article) => Object.assign(article, { status })))
}

/** DELETE /api/v1/article: to the recycle bin; authors their own, holders of 删除他人文章 any. */
export async function trashArticles(ids: number[], userId: number) {
  const articles = await Article.query().whereIn('id', ids).whereNull('deleted_at')
  if (articles.length === 0) throw ApiError.notFound('文章不存在')
  const any = (await heldKeys(userId)).has(ArticlesPermission.article.delete) || (await isSuperUser(userId))
  if (!any && articles.some((article) => article.userId !== userId)) throw ApiError.forbidden('只能删除自己的文章')
  await Article.query()
    .whereIn(
      'id',
      articles.map((article) => article.id)
    )
    .update({ deleted_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss'), deleted_user_id: userId })
  await recountAuthors(articles.map((article) => article.userId))
  await syncArticlesInSearch(articles.map((article) => article.id))
}

/** PUT /api/v1/article/recommend: 1 recommends (again, which moves it to the top), 0 cancels. */
export async function recommendArticles(ids: number[], recommend: boolean) {
  const value = recommend ? DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') : null
  const updated = await Article.query().whereIn('id', ids).whereNull('deleted_at').update({ recommend_at: value })
  if (!affectedRows(updated)) throw ApiError.notFound('文章不存在')
}

/** PUT /api/v1/article/category: the selected articles are filed under exactly these categories. */
export async function setArticleCategories(articleIds: number[], categoryIds: number[]) {
  const unique = [...new Set(categoryIds)]
  const found = await Category.query().whereIn('id', unique).where('type', CATEGORY_TYPE.Article)
  if (found.length !== unique.length) throw ApiError.badRequest('文章分类不存在')
  const articles = await Article.query().whereIn('id', articleIds).whereNull('deleted_at').select('id')
  if (articles.length === 0) throw ApiError.notFound('文章不存在')
  await db.transaction(async (trx) => {
    const ids = articles.map((article) => article.id)
    await trx.from('article_categories').whereIn('article_id', ids).delete()
    await trx
      .table('article_categories')
      .multiInsert(ids.flatMap((id) => unique.map((categoryId) => ({ article_id: id, category_id: categoryId }))))
  })
  await syncArticlesInSearch(articles.map((article) => article.id))
}
