import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import registry from '#core/kernel/plugin_registry'
import { allowedAdminPages } from '#core/access/contracts'
import { creditName, withCreditName } from '#core/settings/contracts'
import { buildAdminMenu } from './admin_menu.js'
import { dashboardWidgets, siteStats, STATS_PERMISSION } from './contracts.js'
import { coreStats } from './queries/core_stats.js'
import { adminPermissions } from './permissions.js'
import { releaseSettings } from './settings.js'

function isAdminUrl(url: string) {
  return url === '/admin' || url.startsWith('/admin/')
}

export default definePlugin({
  id: 'admin',
  title: '管理后台',
  dependsOn: ['access', 'settings', 'queue', 'storage'],
  permissions: [{ key: STATS_PERMISSION, title: '查看系统统计与服务器信息', group: '统计' }, ...adminPermissions],
  settings: [releaseSettings],
  adminMenu: [{ page: 'dashboard', title: '面板', icon: 'IconHome', permission: 'public', component: 'admin/admin/dashboard', sort: 0 }],
  routes: () => import('./routes.js'),
  async boot() {
    siteStats.add('admin', () => ({
      labels: {
        user_count: { label: '注册用户', icon: 'IconUser', tone: 'blue' },
        group_count: { label: '角色', icon: 'IconUserGroup', tone: 'violet' },
        permission_count: { label: '权限', icon: 'IconKey', tone: 'blue' },
      },
      count: coreStats,
    }))
    const { storageFailureWidgets } = await import('./queries/storage_failure_widget.js')
    dashboardWidgets.add('storage', storageFailureWidgets)
    const { mailOffWidgets } = await import('./queries/mail_off_widget.js')
    dashboardWidgets.add('admin', mailOffWidgets)
    const { releaseWidgets } = await import('./queries/release_widget.js')
    dashboardWidgets.add('admin', releaseWidgets)
    sharedProps.add('admin', async (ctx) => {
      const user = ctx.auth?.user
      if (!user || !isAdminUrl(ctx.request.url())) return {}
      const allowed = ctx.allowedAdminPages ?? (await allowedAdminPages(user))
      const name = await creditName()
      const entries = registry.adminMenu().map((entry) => ({
        ...entry,
        title: withCreditName(entry.title, name),
        parent: entry.parent && withCreditName(entry.parent, name),
      }))
      return { adminMenu: buildAdminMenu(entries, allowed) }
    })
  },
})
