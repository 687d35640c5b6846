import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { viewerHolding, type Viewer } from '#core/access/contracts'
import Article from '../models/article.js'
import { ArticleStatus } from '../enums/article_status.js'
import { ArticlesPermission } from '../permissions.js'

export type { Viewer }

/** Staff hold 文章列表（全部状态）. */
export const viewerOf = (ctx: Pick<HttpContext, 'auth'>) => viewerHolding(ctx, ArticlesPermission.article.list)

/** Published and out of the recycle bin; the author and staff also see the rest. */
export function whereVisibleTo(query: ModelQueryBuilderContract<typeof Article>, viewer: Viewer) {
  if (viewer.staff) return query
  return query.where((visible) => {
    visible.where((open) => open.whereNull('deleted_at').where('status', ArticleStatus.Published))
    if (viewer.id > 0) visible.orWhere((own) => own.where('user_id', viewer.id).whereNull('deleted_at'))
  })
}

/** By id or identifier, when the viewer may read it; else null (answered as 404). */
export function findVisibleArticle(key: { id: number } | { identifier: string }, viewer: Viewer) {
  const query = whereVisibleTo(Article.query(), viewer)
  if ('id' in key) query.where('id', key.id)
  else query.where('identifier', key.identifier)
  return query.preload('user').preload('categories').first()
}
