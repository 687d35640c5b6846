import { definePlugin } from '#core/kernel/define_plugin'
import { documentCapabilities, documentPunishmentTypes } from './capabilities.js'
import { documentPermissions, DocumentsPermission } from './permissions.js'
import { converterSettings, documentSettings, downloadSettings } from './settings.js'
import { documentJobs, documentSchedules } from './jobs/index.js'

export default definePlugin({
  id: 'documents',
  title: '文档',
  description: '文档的上传、转换、在线阅读、下载与管理。',
  dependsOn: ['settings', 'accounts', 'access', 'storage', 'queue', 'admin', 'site', 'search', 'seo', 'categories'],
  permissions: documentPermissions,
  capabilities: documentCapabilities,
  punishmentTypes: documentPunishmentTypes,
  adminMenu: [
    {
      page: 'document/list',
      title: '文档列表',
      icon: 'IconFile',
      parent: '文档管理',
      permission: DocumentsPermission.document.list,
      component: 'documents/admin/document_list',
      sort: 200,
    },
    {
      page: 'document/recycle',
      title: '回收站',
      icon: 'IconDelete',
      parent: '文档管理',
      permission: DocumentsPermission.recycle.list,
      component: 'documents/admin/document_recycle',
      sort: 220,
    },
    {
      page: 'document/language',
      title: '语言管理',
      icon: 'IconLanguage',
      parent: '文档管理',
      permission: DocumentsPermission.language.create,
      component: 'documents/admin/document_language',
      sort: 230,
    },
  ],
  settings: [converterSettings, documentSettings, downloadSettings],
  jobs: documentJobs,
  schedules: documentSchedules,
  routes: () => import('./routes.js'),
  async boot() {
    // One boot file per area (upload, conversion, reader, listing, admin) keeps the wiring small.
    for (const area of [
      () => import('./boot/upload_boot.js'),
      () => import('./boot/conversion_boot.js'),
      () => import('./boot/reader_boot.js'),
      () => import('./boot/listing_boot.js'),
      () => import('./boot/admin_boot.js'),
      () => import('./boot/search_boot.js'),
      () => import('./boot/sitemap_boot.js'),
      () => import('./boot/site_boot.js'),
      () => import('./boot/settings_api_boot.js'),
    ]) {
      await (await area()).default()
    }
  },
  cli: () => import('./cli/documents_command.js'),
  async shutdown() {
    // Lets conversions in flight finish, then stops this process's LibreOffice.
    const { conversionWorker } = await import('./services/conversion_worker.js')
    await conversionWorker.close()
  },
})
