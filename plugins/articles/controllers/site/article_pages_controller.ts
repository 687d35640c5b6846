import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { countArticleView } from '../../actions/view_article.js'
import { categoryPath, categoryTree, CATEGORY_TYPE, descendantIds } from '#plugins/categories/contracts'
import { findVisibleArticle, viewerOf } from '../../queries/article_visibility.js'
import { listArticles, relatedArticles } from '../../queries/list_articles.js'
import { articleWithContentJson } from '../../transformers/article_transformer.js'
import { settings } from '#core/settings/contracts'
import type { ArticleSettings } from '../../settings.js'
import { articlePath } from '../../enums/single_pages.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

function positive(value: unknown) {
  const number = Math.floor(Number(value))
  return Number.isFinite(number) && number > 0 ? number : 0
}

/** /article, /article?category_id= and /article/{id or identifier}, rendered on the server. */
export default class ArticlePagesController {
  async index(ctx: HttpContext) {
    const options = await settings.group<ArticleSettings>('article')
    const categoryId = positive(ctx.request.input('category_id'))
    const page = pageOfQuery(ctx.request.qs().page)
    const path = categoryId ? await categoryPath(categoryId) : []
    const inCategory = path.length > 0 && path[path.length - 1].type === CATEGORY_TYPE.Article
    const categoryIds = inCategory ? await descendantIds(categoryId) : []
    const categories = await categoryTree(CATEGORY_TYPE.Article, { onlyEnabled: true })
    const { total, article } = await listArticles(
      { page, size: Number(options.page_size) || 10, category_id: categoryIds.length ? categoryIds : undefined },
      { id: 0, staff: false }
    )
    pageCache.allow(ctx)
    return renderPage(ctx, 'articles/site/article_list', {
      articles: article,
      total,
      page,
      size: Number(options.page_size) || 10,
      category_id: inCategory ? categoryId : 0,
      path: inCategory ? path : [],
      categories,
      // The header's 文章 popover (resources/lib/shared_props.ts SharedProps.articleCategories).
      articleCategories: categories,
    })
  }

  async show(ctx: HttpContext) {
    const options = await settings.group<ArticleSettings>('article')
    const key: string = ctx.params.key
    const lookup = /^\d+$/.test(key) ? { id: Number(key) } : { identifier: key }
    const article = await findVisibleArticle(lookup, await viewerOf(ctx))
    if (!article) throw ApiError.notFound('文章不存在')
    await countArticleView(article.id)
    pageCache.allow(ctx, { name: 'articles.view', argument: article.id })
    article.viewCount += 1
    const first = article.categories[0]
    return renderPage(ctx, 'articles/site/article_show', {
      article: articleWithContentJson(article),
      path: articlePath(article),
      breadcrumbs: first ? await categoryPath(first.id) : [],
      // null hides the 相关文章 card (article/set: 0).
      related: Number(options.related_count) > 0 ? await relatedArticles(article, Number(options.related_count)) : null,
      articleCategories: await categoryTree(CATEGORY_TYPE.Article, { onlyEnabled: true }),
    })
  }
}
