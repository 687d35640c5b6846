import { definePlugin } from '#core/kernel/define_plugin'
import pluginRegistry from '#core/kernel/plugin_registry'
import { assistantPermissions, AssistantPermission } from './permissions.js'
import { assistantSettings } from './settings.js'
import { indexChunksJob } from './jobs/index_chunks_job.js'
import { summarizeDocumentJob } from './jobs/summarize_document_job.js'
import { CLEAN_FILES_JOB, cleanChatFilesJob } from './jobs/clean_chat_files_job.js'

/**
 * 智能助手: the customer-service chat of every public page. Keyword mode answers from the
 * knowledge base staff keep and the site's own search, with no AI endpoint needed.
 */
export default definePlugin({
  id: 'assistant',
  title: '智能助手',
  description: '前台客服聊天面板：知识库与站内搜索回答常见问题，后台管理知识库与聊天记录。',
  dependsOn: ['settings', 'site', 'accounts', 'access', 'admin', 'storage', 'search'],
  // Answers cite documents' pages, and the reader gets 问这篇文档, when documents is loaded; articles too when articles is.
  enhances: ['documents', 'articles'],
  permissions: assistantPermissions,
  // Spec §6: the chat entry is public; the data behind it needs 聊天管理 permissions.
  adminMenu: [
    {
      page: 'assistant',
      title: '智能助手',
      icon: 'IconCustomerSupport',
      parent: '聊天管理',
      permission: 'public',
      component: 'assistant/admin/assistant',
      sort: 900,
    },
    {
      page: 'assistant/search',
      title: '聊天记录',
      icon: 'IconComment',
      parent: '聊天管理',
      permission: AssistantPermission.conversation.list,
      component: 'assistant/admin/search',
      sort: 910,
    },
    {
      page: 'assistant/user-chats',
      title: '会员会话',
      icon: 'IconHistory',
      parent: '聊天管理',
      permission: AssistantPermission.conversation.list,
      component: 'assistant/admin/user_chats',
      sort: 912,
    },
    {
      page: 'assistant/users',
      title: '聊天用户',
      icon: 'IconUserGroup',
      parent: '聊天管理',
      permission: AssistantPermission.member.list,
      component: 'assistant/admin/users',
      sort: 914,
    },
    {
      page: 'assistant/analytics/keywords',
      title: '聊天分析',
      icon: 'IconPieChartStroked',
      parent: '聊天管理',
      permission: AssistantPermission.conversation.analytics,
      component: 'assistant/admin/analytics',
      sort: 920,
    },
  ],
  settings: [assistantSettings],
  jobs: [indexChunksJob, summarizeDocumentJob, cleanChatFilesJob],
  schedules: [{ name: 'assistant.hourly_file_cleanup', everyMs: 60 * 60 * 1000, job: CLEAN_FILES_JOB }],
  routes: () => import('./routes.js'),
  cli: () => import('./cli/assistant_command.js'),
  async boot() {
    await (await import('./boot/site_boot.js')).default()
    if (pluginRegistry.isLoaded('documents')) await (await import('./boot/documents_boot.js')).default()
    if (pluginRegistry.isLoaded('articles')) await (await import('./boot/articles_boot.js')).default()
  },
})
