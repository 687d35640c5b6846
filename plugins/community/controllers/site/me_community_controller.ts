import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { mePageProps } from '#core/accounts/contracts'
import { COMMENT_STATUS_LABELS } from '../../enums/community.js'
import { listFavorites } from '../../queries/list_favorites.js'
import { listComments } from '../../queries/list_comments.js'
import { communityKinds } from '../../services/targets.js'
import { pageOfQuery } from '#core/kernel/http/query_list'

const PAGE_SIZE = 10

function pageOf(ctx: HttpContext) {
  return pageOfQuery(ctx.request.qs().page)
}

/** The 我的收藏 and 我的评论 tabs of the personal centre. */
export default class MeCommunityController {
  async favorites(ctx: HttpContext) {
    const page = pageOf(ctx)
    const { total, favorite } = await listFavorites(ctx.auth.getUserOrFail().id, { page, size: PAGE_SIZE })
    return renderPage(ctx, 'community/site/me_favorites', {
      ...(await mePageProps(ctx, 'favorite')),
      favorites: favorite,
      kinds: communityKinds(),
      total,
      page,
      size: PAGE_SIZE,
    })
  }

  async comments(ctx: HttpContext) {
    const page = pageOf(ctx)
    const userId = ctx.auth.getUserOrFail().id
    const { total, comment } = await listComments(
      { page, size: PAGE_SIZE, user_id: userId, status: [0, 1, 2] },
      { id: userId, staff: false }
    )
    return renderPage(ctx, 'community/site/me_comments', {
      ...(await mePageProps(ctx, 'comment')),
      comments: comment,
      total,
      page,
      size: PAGE_SIZE,
      status_labels: COMMENT_STATUS_LABELS,
    })
  }
}
