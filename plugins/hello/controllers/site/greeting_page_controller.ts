import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Greeting from '../../models/greeting.js'
import { HelloPermission } from '../../permissions.js'
import { greetingCategories, greetingCategoryTitle } from '../../services/greeting_categories.js'
import { greetingJson } from '../../transformers/greeting_transformer.js'
import { GREETING_KIND } from '../../enums/greeting_kind.js'

export default class GreetingPageController {
  /** /hello/{id}: one greeting, with favourite, report and comments while community is on. */
  async show(ctx: HttpContext) {
    const greeting = await findOrNotFound(Greeting, ctx.params.id, '问候不存在')
    return renderPage(ctx, 'hello/site/greeting', {
      greeting: greetingJson(greeting),
      category: await greetingCategoryTitle(greeting.categoryId),
      community_kind: GREETING_KIND,
    })
  }

  /** /hello/new (login required, kept from crawlers): 留下问候, with the categories to file it under. */
  async compose(ctx: HttpContext) {
    return renderPage(ctx, 'hello/site/new', {
      can: await abilities(ctx, HelloPermission.greeting, ['create']),
      categories: await greetingCategories(),
    })
  }
}
