import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { heldKeys, isSuperUser } from '#core/access/contracts'
import { articlesNeedReview, assertCanPublishArticle } from '../capabilities.js'
import { Category, CATEGORY_TYPE } from '#plugins/categories/contracts'
import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { ArticlesPermission } from '../permissions.js'
import { plainText, sanitizeArticle } from '../services/sanitize_article.js'
import { recountAuthors, recordPublished } from './recount_authors.js'
import { syncArticlesInSearch } from '../services/article_search.js'
import { defaultArticleKeywords } from '../services/article_keywords.js'

export interface ArticleInput {
  title: string
  content: string
  keywords?: string
  description?: string
  author?: string
  category_id?: number[]
  identifier?: string
}

async function assertArticleCategories(ids: number[]) {
  if (ids.length === 0) return
  const found = await Category.query().whereIn('id', ids).where('type', CATEGORY_TYPE.Article)
  if (found.length !== new Set(ids).size) throw ApiError.badRequest('文章分类不存在')
}

function cleanBody(content: string) {
  const html = sanitizeArticle(content)
  if (!plainText(html) && !/<img\s/i.test(html)) throw ApiError.badRequest('请输入文章内容')
  return html
}

async function assertFreeIdentifier(identifier: string, exceptId = 0) {
  const taken = await Article.query().where('identifier', identifier).whereNot('id', exceptId).first()
  if (taken) throw ApiError.conflict('文章标识已存在')
}

/** Staff who review articles publish without review and may choose the identifier. */
async function isEditor(userId: number) {
  return (await isSuperUser(userId)) || (await heldKeys(userId)).has(ArticlesPermission.article.check)
}

function fields(input: ArticleInput, content: string) {
  return {
    title: input.title,
    content,
    keywords: input.keywords?.trim() || defaultArticleKeywords(input.title, plainText(content)),
    description: input.description || plainText(content).slice(0, 200),
    author: input.author ?? '',
  }
}

/**
 * POST /api/v1/article. The right to publish (group + "no article" punishment) is checked
 * first; the body is sanitised against an allow-list; a group with article approval sends
 * it to review.
 */
export async function createArticle(userId: number, input: ArticleInput) {
  await assertCanPublishArticle(userId)
  const content = cleanBody(input.content)
  const categoryIds = [...new Set(input.category_id ?? [])]
  await assertArticleCategories(categoryIds)
  const editor = await isEditor(userId)
  const identifier = editor && input.identifier ? input.identifier : randomBytes(8).toString('hex')
  await assertFreeIdentifier(identifier)
  const review = !editor && (await articlesNeedReview(userId))

  const created = await db.transaction(async (trx) => {
    const article = await Article.create(
      { ...fields(input, content), identifier, userId, status: review ? ArticleStatus.Pending : ArticleStatus.Published },
      { client: trx }
    )
    if (categoryIds.length) await article.related('categories').attach(categoryIds, trx)
    await recountAuthors([userId], trx)
    return article
  })
  await recordPublished([created])
  await syncArticlesInSearch([created.id])
  return created
}

/**
 * PUT /api/v1/article: the author, or holders of 编辑他人文章. An author's edit goes back to
 * review when their group reviews articles.
 */
export async function updateArticle(userId: number, input: ArticleInput & { id: number }) {
  const article = await Article.query().where('id', input.id).whereNull('deleted_at').first()
  if (!article) throw ApiError.notFound('文章不存在')
  const held = await heldKeys(userId)
  const own = article.userId === userId
  if (!own && !held.has(ArticlesPermission.article.update) && !(await isSuperUser(userId))) throw ApiError.forbidden('只能编辑自己的文章')
  if (own) await assertCanPublishArticle(userId)
  const content = cleanBody(input.content)
  const categoryIds = [...new Set(input.category_id ?? [])]
  await assertArticleCategories(categoryIds)
  const editor = await isEditor(userId)
  if (editor && input.identifier) await assertFreeIdentifier(input.identifier, article.id)
  const review = own && !editor && (await articlesNeedReview(userId))

  await db.transaction(async (trx) => {
    article.useTransaction(trx)
    article.merge(fields(input, content))
    if (editor && input.identifier) article.identifier = input.identifier
    if (review) article.status = ArticleStatus.Pending
    await article.save()
    await article.related('categories').sync(categoryIds, true, trx)
    await recountAuthors([article.userId], trx)
  })
  await syncArticlesInSearch([article.id])
  return article
}
