import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { categoryTree, CATEGORY_TYPE } from '#plugins/categories/contracts'
import { ARTICLE_STATUS_LABELS } from '../../enums/article_status.js'
import { ArticlesPermission } from '../../permissions.js'

/** /admin/article/list: rows come from GET /api/v1/article/list; `can` hides what would answer 403. */
export default class ArticleAdminPagesController {
  async list(ctx: HttpContext) {
    return renderPage(ctx, 'articles/admin/article_list', {
      can: await abilities(ctx, ArticlesPermission.article, ['check', 'delete', 'update', 'recommend', 'category']),
      statuses: Object.entries(ARTICLE_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label })),
      categories: await categoryTree(CATEGORY_TYPE.Article),
    })
  }

  async recycle(ctx: HttpContext) {
    return renderPage(ctx, 'articles/admin/article_recycle', {
      can: await abilities(ctx, ArticlesPermission.recycle, ['restore', 'delete']),
    })
  }

  /** /admin/article/category: the categories plugin's tree page, for the article tree (type 1). */
  async categories(ctx: HttpContext) {
    return renderPage(ctx, 'categories/admin/category_list', { type: CATEGORY_TYPE.Article })
  }
}
