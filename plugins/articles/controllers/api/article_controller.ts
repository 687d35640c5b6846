import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { createArticle, updateArticle } from '../../actions/save_article.js'
import { checkArticles, recommendArticles, setArticleCategories, trashArticles } from '../../actions/moderate_articles.js'
import type { ArticleStatusValue } from '../../enums/article_status.js'
import { findVisibleArticle, viewerOf } from '../../queries/article_visibility.js'
import { listArticles } from '../../queries/list_articles.js'
import { articleWithContentJson } from '../../transformers/article_transformer.js'
import {
  articleIdsValidator,
  articleListValidator,
  checkArticlesValidator,
  createArticleValidator,
  readArticleValidator,
  recommendArticlesValidator,
  setCategoryValidator,
  updateArticleValidator,
  withMoredocArticleNames,
} from '../../validators/article_validators.js'
import { MAX_PUBLIC_SIZE, pageOf } from '#core/kernel/http/query_list'

export default class ArticleController {
  /** POST /api/v1/article → the article (status 0 when it waits for review). */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createArticleValidator)
    const article = await createArticle(ctx.auth.getUserOrFail().id, input)
    await article.load((loader) => loader.load('user').load('categories'))
    return articleWithContentJson(article)
  }

  /** PUT /api/v1/article. */
  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateArticleValidator)
    const article = await updateArticle(ctx.auth.getUserOrFail().id, input)
    await article.load((loader) => loader.load('user').load('categories'))
    return articleWithContentJson(article)
  }

  /** GET /api/v1/article?id= | ?identifier=. */
  async show(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(readArticleValidator, { data: ctx.request.qs() })
    const key = input.id ? { id: input.id } : { identifier: input.identifier! }
    const article = await findVisibleArticle(key, await viewerOf(ctx))
    if (!article) throw ApiError.notFound('文章不存在')
    return articleWithContentJson(article)
  }

  /** GET /api/v1/article/list: pages of at most MAX_PUBLIC_SIZE for everyone but staff. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(articleListValidator, { data: ctx.request.qs() })
    const viewer = await viewerOf(ctx)
    const size = viewer.staff ? input.size : pageOf(input, { max: MAX_PUBLIC_SIZE }).size
    return listArticles({ ...input, size }, viewer)
  }

  /** PUT /api/v1/article/check { id[] (or article_id[]), status, reject_reason } (staff). */
  async check(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(checkArticlesValidator, { data: withMoredocArticleNames(ctx.request.all()) })
    await checkArticles(input.id, input.status as ArticleStatusValue, input.reject_reason)
    return {}
  }

  /** DELETE /api/v1/article?id=: to the recycle bin. */
  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(articleIdsValidator, { data: ctx.request.qs() })
    await trashArticles(id, ctx.auth.getUserOrFail().id)
    return {}
  }

  /** PUT /api/v1/article/recommend { id[], type: 1 recommend | 0 cancel } or { article_id[], is_recommend } (staff). */
  async recommend(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(recommendArticlesValidator, { data: withMoredocArticleNames(ctx.request.all()) })
    await recommendArticles(input.id, input.type === 1)
    return {}
  }

  /** PUT /api/v1/article/category { article_id[], category_id[] } (staff). */
  async category(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(setCategoryValidator)
    await setArticleCategories(input.article_id, input.category_id)
    return {}
  }
}
