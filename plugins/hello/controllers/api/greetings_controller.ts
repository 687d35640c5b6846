import type { HttpContext } from '@adonisjs/core/http'
import { createGreeting } from '../../actions/create_greeting.js'
import { greetingText } from '../../actions/greeting_text.js'
import { listGreetings } from '../../queries/list_greetings.js'
import { greetingJson } from '../../transformers/greeting_transformer.js'
import { pageOf } from '#core/kernel/http/query_list'
import { createGreetingValidator, listGreetingsValidator } from '../../validators/greeting_validators.js'

export default class GreetingsController {
  /** Public: the greeting of the moment and the latest stored greetings. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listGreetingsValidator)
    const { total, greetings } = await listGreetings(pageOf(input))
    return { text: await greetingText('世界'), total, greeting: greetings.map(greetingJson) }
  }

  async store(ctx: HttpContext) {
    const { name, category_id: categoryId } = await ctx.request.validateUsing(createGreetingValidator)
    const greeting = await createGreeting({ name, categoryId, userId: ctx.auth.user!.id })
    return greetingJson(greeting)
  }

  /** The admin list: same rows, behind the list permission. */
  async list(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listGreetingsValidator)
    const { total, greetings } = await listGreetings(pageOf(input))
    return { total, greeting: greetings.map(greetingJson) }
  }
}
