import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageOfQuery } from '#core/kernel/http/query_list'
import { mePageProps } from '#core/accounts/contracts'
import { greetingsBy } from '../../queries/greeting_counts.js'
import { greetingJson } from '../../transformers/greeting_transformer.js'

const PAGE_SIZE = 10

/** /me/hello: the 我的问候 tab of the personal centre. */
export default class MeGreetingsController {
  async show(ctx: HttpContext) {
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, greetings } = await greetingsBy(ctx.auth.getUserOrFail().id, { page, size: PAGE_SIZE })
    return renderPage(ctx, 'hello/site/me_greetings', {
      ...(await mePageProps(ctx, 'hello')),
      greetings: greetings.map(greetingJson),
      total,
      page,
      size: PAGE_SIZE,
    })
  }
}
