import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { AssistantPermission } from '../../permissions.js'

export default class AssistantPagesController {
  /** Public menu entry (spec §6): the page shows only what the viewer's permissions allow. */
  async assistant(ctx: HttpContext) {
    const knowledge = await abilities(ctx, AssistantPermission.knowledge)
    const settings = await abilities(ctx, { config: 'settings.config.list' })
    const conversations = await abilities(ctx, AssistantPermission.conversation, ['list'])
    return renderPage(ctx, 'assistant/admin/assistant', {
      can: { ...knowledge, settings: settings.config, conversations: conversations.list },
    })
  }

  async search(ctx: HttpContext) {
    return renderPage(ctx, 'assistant/admin/search', {
      can: await abilities(ctx, AssistantPermission.conversation, ['history']),
    })
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
