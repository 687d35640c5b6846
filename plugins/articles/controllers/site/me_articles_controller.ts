import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { mePageProps } from '#core/accounts/contracts'
import { ARTICLE_STATUS_LABELS } from '../../enums/article_status.js'
import { listArticles } from '../../queries/list_articles.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 10

/** /me/article: the 我的文章 tab of the personal centre, every state of one's own articles. */
export default class MeArticlesController {
  async show(ctx: HttpContext) {
    const page = pageOfQuery(ctx.request.qs().page)
    const userId = ctx.auth.getUserOrFail().id
    const { total, article } = await listArticles(
      { page, size: PAGE_SIZE, user_id: userId, status: [0, 1, 2] },
      { id: userId, staff: false }
    )
    return renderPage(ctx, 'articles/site/me_articles', {
      ...(await mePageProps(ctx, 'article')),
      articles: article,
      total,
      page,
      size: PAGE_SIZE,
      status_labels: ARTICLE_STATUS_LABELS,
    })
  }
}
