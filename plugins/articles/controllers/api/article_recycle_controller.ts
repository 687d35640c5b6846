import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { idList } from '#core/kernel/http/query_list'
import { listRecycledArticles, purgeArticles, restoreArticles } from '../../actions/recycle_articles.js'
import { articleIdsValidator, articleListValidator } from '../../validators/article_validators.js'

const restoreValidator = vine.create({ id: idList().minLength(1) })
restoreValidator.messagesProvider = articleIdsValidator.messagesProvider

export default class ArticleRecycleController {
  async index(ctx: HttpContext) {
    return listRecycledArticles(await ctx.request.validateUsing(articleListValidator, { data: ctx.request.qs() }))
  }

  async restore(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(restoreValidator)
    await restoreArticles(id)
    return {}
  }

  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(articleIdsValidator, { data: ctx.request.qs() })
    await purgeArticles(id)
    return {}
  }

  async empty() {
    await purgeArticles('all')
    return {}
  }
}
