import type { HttpContext, Router } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'
import { ApiError } from '#core/kernel/http/api_error'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { AssistantPermission } from './permissions.js'
import { CHAT_LOGIN_MESSAGE } from './enums/chat.js'

const ChatController = () => import('./controllers/api/chat_controller.js')
const KnowledgeController = () => import('./controllers/api/knowledge_controller.js')
const ConversationsController = () => import('./controllers/api/conversations_controller.js')
const AnalyticsController = () => import('./controllers/api/analytics_controller.js')
const ChatUsersController = () => import('./controllers/api/chat_users_controller.js')
const PagesController = () => import('./controllers/admin/assistant_pages_controller.js')

const guard = (key: string) => middleware.permission({ key })
const base = '/api/v1/assistant'

/** Chat needs a signed-in member (spec §5), refused with the spec's own words. */
async function chatLogin(ctx: HttpContext, next: NextFn) {
  if (!ctx.auth.user) throw ApiError.unauthorized(CHAT_LOGIN_MESSAGE)
  return next()
}

export default function assistantRoutes(router: Router) {
  router.post(`${base}/sessions`, [ChatController, 'open']).use(chatLogin).as('assistant.sessions.open')
  router.post(`${base}/sessions/:id/messages`, [ChatController, 'message']).use(chatLogin).as('assistant.sessions.message')
  router.post(`${base}/sessions/:id/close`, [ChatController, 'close']).use(chatLogin).as('assistant.sessions.close')
  router.post(`${base}/files`, [ChatController, 'upload']).use(chatLogin).as('assistant.files.upload')

  const knowledge = AssistantPermission.knowledge
  router.get(`${base}/knowledge/list`, [KnowledgeController, 'list']).use(guard(knowledge.list)).as('assistant.knowledge.list')
  router.post(`${base}/knowledge`, [KnowledgeController, 'create']).use(guard(knowledge.create)).as('assistant.knowledge.create')
  router.put(`${base}/knowledge`, [KnowledgeController, 'update']).use(guard(knowledge.update)).as('assistant.knowledge.update')
  router.delete(`${base}/knowledge`, [KnowledgeController, 'remove']).use(guard(knowledge.delete)).as('assistant.knowledge.delete')

  const conversation = AssistantPermission.conversation
  router.get(`${base}/session/list`, [ConversationsController, 'list']).use(guard(conversation.list)).as('assistant.conversations.list')
  router.delete(`${base}/session`, [ConversationsController, 'remove']).use(guard(conversation.delete)).as('assistant.conversations.delete')
  router.get(`${base}/files/usage`, [ConversationsController, 'files']).use(guard(conversation.list)).as('assistant.files.usage')
  router
    .get(`${base}/sessions/:id/history`, [ConversationsController, 'history'])
    .use(guard(conversation.history))
    .as('assistant.conversations.history')

  router.get(`${base}/user/list`, [ChatUsersController, 'list']).use(guard(AssistantPermission.member.list)).as('assistant.users.list')

  router
    .get(`${base}/analytics/keywords`, [AnalyticsController, 'keywords'])
    .use(guard(conversation.analytics))
    .as('assistant.analytics.keywords')

  adminPageRoutes(router, PagesController, [
    { page: 'assistant', action: 'assistant', as: 'assistant.admin.assistant' },
    { page: 'assistant/search', action: 'search', as: 'assistant.admin.search' },
    { page: 'assistant/user-chats', action: 'userChats', as: 'assistant.admin.user_chats' },
    { page: 'assistant/users', action: 'users', as: 'assistant.admin.users' },
    { page: 'assistant/analytics/keywords', action: 'analytics', as: 'assistant.admin.analytics' },
  ])
  router
    .get('/admin/assistant/sessions/:id/history', [PagesController, 'history'])
    .where('id', router.matchers.number())
    .use(middleware.adminPage({ page: 'assistant/search' }))
    .as('assistant.admin.history')
  // The users page's child: one member's sessions.
  router
    .get('/admin/assistant/users/:id/chats', [PagesController, 'userChats'])
    .where('id', router.matchers.number())
    .use(middleware.adminPage({ page: 'assistant/users' }))
    .as('assistant.admin.member_chats')
}
