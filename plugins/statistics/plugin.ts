import { definePlugin } from '#core/kernel/define_plugin'
import { statisticsPermissions, StatisticsPermission } from './permissions.js'
import { statisticsSettings } from './settings.js'
import { purgeJob, rollupJob, statisticsSchedules } from './jobs/statistics_jobs.js'

export default definePlugin({
  id: 'statistics',
  title: '统计',
  description: '页面浏览、文档浏览与下载、访客统计，以及读取它们的统计面板。',
  dependsOn: ['settings', 'accounts', 'access', 'queue', 'admin', 'documents'],
  permissions: statisticsPermissions,
  // Spec §6 shows these entries to every admin user; like every other admin page they need
  // the permission that reads their figures instead (README, admin menu).
  adminMenu: [
    {
      page: 'statistics',
      title: '网站统计',
      icon: 'IconHistogram',
      permission: StatisticsPermission.view,
      component: 'statistics/admin/statistics',
      sort: 800,
    },
    {
      page: 'visitor-analytics',
      title: '访客分析',
      icon: 'IconUserGroup',
      permission: StatisticsPermission.visitor.view,
      component: 'statistics/admin/visitor_analytics',
      sort: 810,
    },
  ],
  settings: [statisticsSettings],
  jobs: [rollupJob, purgeJob],
  schedules: statisticsSchedules,
  routes: () => import('./routes.js'),
  cli: () => import('./cli/statistics_command.js'),
  async boot() {
    await (await import('./boot/statistics_boot.js')).default()
  },
  async shutdown() {
    // The page views of the last moments still wait in memory.
    const { flushEventBuffers } = await import('./services/event_buffer.js')
    await flushEventBuffers()
  },
})
