import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { ApiError } from '#core/kernel/http/api_error'
import { User } from '#core/accounts/contracts'
import ChatSession from '../../models/chat_session.js'
import { listConversations, sessionHistory } from '../../queries/list_conversations.js'
import { messageJson, sessionJson } from '../../transformers/chat_transformer.js'
import { listConversationsValidator, validateIds } from '../../validators/admin_validators.js'
import { deleteSessions } from '../../actions/delete_sessions.js'
import { chatFileSpace } from '../../queries/chat_file_space.js'

export default class ConversationsController {
  async list(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listConversationsValidator)
    const { total, sessions, users, tokens } = await listConversations({ ...input, ...pageOf(input), userId: input.user_id })
    return {
      total,
      session: sessions.map((session) => ({
        ...sessionJson(session, users.get(session.userId)),
        total_tokens: tokens.get(session.id) ?? 0,
      })),
    }
  }

  async history(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    const session = Number.isInteger(id) && id > 0 ? await ChatSession.find(id) : null
    if (!session) throw ApiError.notFound()
    const user = await User.find(session.userId)
    const messages = await sessionHistory(session.id)
    return { session: sessionJson(session, user), message: messages.map(messageJson) }
  }

  /** Sessions go with their messages and files. */
  async remove(ctx: HttpContext) {
    return { deleted: await deleteSessions(await validateIds(ctx.request.qs())) }
  }

  /** The chat files' count, bytes and cap. */
  async files() {
    return chatFileSpace()
  }
}
