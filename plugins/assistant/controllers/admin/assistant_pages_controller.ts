import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { User } from '#core/accounts/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { AssistantPermission } from '../../permissions.js'
import { chatFileSpace } from '../../queries/chat_file_space.js'

export default class AssistantPagesController {
  /** Public menu entry (spec §6): the page shows only what the viewer's permissions allow. */
  async assistant(ctx: HttpContext) {
    const knowledge = await abilities(ctx, AssistantPermission.knowledge)
    const settings = await abilities(ctx, { config: 'settings.config.list' })
    const conversations = await abilities(ctx, AssistantPermission.conversation, ['list'])
    return renderPage(ctx, 'assistant/admin/assistant', {
      can: { ...knowledge, settings: settings.config, conversations: conversations.list },
      // The space chat files take, for who may read the chats.
      files: conversations.list ? await chatFileSpace() : null,
    })
  }

  async search(ctx: HttpContext) {
    return renderPage(ctx, 'assistant/admin/search', {
      can: await abilities(ctx, AssistantPermission.conversation, ['history', 'delete']),
    })
  }

  /**
   * Every member's sessions (assistant/user-chats), or, as the child of the users page, one
   * member's (assistant/users/{id}/chats).
   */
  async userChats(ctx: HttpContext) {
    const userId = ctx.params.id ? Number(ctx.params.id) : null
    const member = userId ? await User.find(userId) : null
    if (userId && !member) throw ApiError.notFound()
    return renderPage(ctx, 'assistant/admin/user_chats', {
      member: member ? { id: member.id, username: member.username } : null,
      can: await abilities(ctx, AssistantPermission.conversation, ['list', 'history', 'delete']),
    })
  }

  async users(ctx: HttpContext) {
    const conversations = await abilities(ctx, AssistantPermission.conversation, ['list'])
    return renderPage(ctx, 'assistant/admin/users', { can: { chats: conversations.list } })
  }

  async analytics(ctx: HttpContext) {
    return renderPage(ctx, 'assistant/admin/analytics', {
      can: await abilities(ctx, AssistantPermission.conversation, ['list']),
    })
  }

  async history(ctx: HttpContext) {
    return renderPage(ctx, 'assistant/admin/history', {
      sessionId: Number(ctx.params.id),
      can: await abilities(ctx, AssistantPermission.conversation, ['history']),
    })
  }
}
