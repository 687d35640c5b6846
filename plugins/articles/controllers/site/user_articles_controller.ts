import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { profilePageProps } from '#core/accounts/contracts'
import { listArticles } from '../../queries/list_articles.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 10

/** /user/{id}/article: the 文章 tab of someone's public page, published articles only. */
export default class UserArticlesController {
  async show(ctx: HttpContext) {
    const props = await profilePageProps(ctx, 'article')
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, article } = await listArticles({ user_id: props.profile.id, page, size: PAGE_SIZE }, { id: 0, staff: false })
    pageCache.allow(ctx)
    return renderPage(ctx, 'articles/site/user_articles', { ...props, articles: article, total, page, size: PAGE_SIZE })
  }
}
