import { definePlugin } from '#core/kernel/define_plugin'
import { SpiderPermission, spiderPermissions } from './permissions.js'
import { spiderSettings } from './settings.js'
import { collectJob, crawlJob, dueJob, publishJob } from './jobs/spider_jobs.js'

export default definePlugin({
  id: 'spider',
  title: '采集',
  description: '从网页采集文档：采集网址、下载校验、批量整理标题与分类、发布进入转换。',
  dependsOn: ['settings', 'accounts', 'access', 'admin', 'storage', 'categories', 'documents'],
  permissions: spiderPermissions,
  adminMenu: [
    {
      page: 'spider/url',
      title: '采集网址',
      icon: 'IconGlobe',
      parent: '文档管理',
      permission: SpiderPermission.url.list,
      component: 'spider/admin/url',
      sort: 280,
    },
    {
      page: 'spider/document',
      title: '采集文档',
      icon: 'IconCloud',
      parent: '文档管理',
      permission: SpiderPermission.document.list,
      component: 'spider/admin/document',
      sort: 281,
    },
  ],
  settings: [spiderSettings],
  jobs: [crawlJob, collectJob, publishJob, dueJob],
  schedules: [{ name: 'spider.due_sources', everyMs: 5 * 60 * 1000, job: 'spider.due' }],
  routes: () => import('./routes.js'),
  cli: () => import('./cli/spider_command.js'),
})
