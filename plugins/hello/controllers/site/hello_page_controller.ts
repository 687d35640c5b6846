import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { greetingText } from '../../actions/greeting_text.js'
import { listGreetings } from '../../queries/list_greetings.js'
import { greetingJson } from '../../transformers/greeting_transformer.js'

export default class HelloPageController {
  async show(ctx: HttpContext) {
    const { greetings } = await listGreetings({ page: 1, size: 10 })
    return renderPage(ctx, 'hello/site/index', {
      text: await greetingText('世界'),
      greetings: greetings.map(greetingJson),
    })
  }
}
