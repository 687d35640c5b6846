import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { listChatUsers } from '../../queries/list_chat_users.js'
import { listChatUsersValidator } from '../../validators/admin_validators.js'

export default class ChatUsersController {
  async list(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listChatUsersValidator)
    const { total, users } = await listChatUsers({ ...pageOf(input), wd: input.wd, order: input.order })
    return { total, user: users }
  }
}
