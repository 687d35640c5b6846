import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { textOfQuery } from '#core/kernel/http/query_list'
import { compatHitJson, compatSearch } from '#core/search/contracts'
import { settings } from '#core/settings/contracts'
import { articleSearchKind } from '../../search/article_search_kind.js'
import { findVisibleArticle, viewerOf } from '../../queries/article_visibility.js'
import { relatedArticles } from '../../queries/list_articles.js'
import type { ArticleSettings } from '../../settings.js'

export default class ArticleSearchController {
  /** GET /api/v1/article/search (api-shapes §6): MOREDOC's article search, on the site search's path. */
  async index(ctx: HttpContext) {
    const { total, spend, hits } = await compatSearch(ctx, articleSearchKind.type)
    return { total, spend, article: hits.map((hit) => ({ ...compatHitJson(hit), identifier: hit.identifier })) }
  }

  /** GET /api/v1/article/related?identifier= (api-shapes §6): the reading page's 相关文章. */
  async related(ctx: HttpContext) {
    const identifier = textOfQuery(ctx.request.qs().identifier).trim()
    if (!identifier) throw ApiError.badRequest('请选择文章')
    const article = await findVisibleArticle({ identifier }, await viewerOf(ctx))
    if (!article) throw ApiError.notFound('文章不存在')
    // article/set's count holds for every client: 0 shows none on the page and lists none here.
    const count = Number((await settings.group<ArticleSettings>('article')).related_count)
    return { article: count > 0 ? await relatedArticles(article, count) : [] }
  }
}
