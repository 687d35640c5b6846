import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageOfQuery } from '#core/kernel/http/query_list'
import { profilePageProps } from '#core/accounts/contracts'
import { greetingsBy } from '../../queries/greeting_counts.js'
import { greetingJson } from '../../transformers/greeting_transformer.js'

const PAGE_SIZE = 10

/** /user/{id}/hello: the 问候 tab of someone's public page. */
export default class UserGreetingsController {
  async show(ctx: HttpContext) {
    const props = await profilePageProps(ctx, 'hello')
    const page = pageOfQuery(ctx.request.qs().page)
    const { total, greetings } = await greetingsBy(props.profile.id, { page, size: PAGE_SIZE })
    return renderPage(ctx, 'hello/site/user_greetings', { ...props, greetings: greetings.map(greetingJson), total, page, size: PAGE_SIZE })
  }
}
