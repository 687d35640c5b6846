import { definePlugin } from '#core/kernel/define_plugin'
import { pluginsAdminPermissions, PluginsAdminPermission } from './permissions.js'

/** 插件管理: every plugin on disk, its state on this site, and its lifecycle actions. */
export default definePlugin({
  id: 'plugins_admin',
  title: '插件管理',
  dependsOn: ['access', 'admin'],
  permissions: pluginsAdminPermissions,
  adminMenu: [
    {
      page: 'plugins',
      title: '插件管理',
      icon: 'IconAppCenter',
      parent: '系统设置',
      permission: PluginsAdminPermission.plugin.list,
      component: 'plugins_admin/admin/plugins',
      sort: 890,
    },
  ],
  routes: () => import('./routes.js'),
})
