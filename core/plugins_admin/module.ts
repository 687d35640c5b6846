import { definePlugin } from '#core/kernel/define_plugin'
import { PLUGIN_LIST, PLUGIN_MANAGE } from './permissions.js'

/** 插件管理: every plugin on disk, its state on this site, and its lifecycle actions. */
export default definePlugin({
  id: 'plugins_admin',
  title: '插件管理',
  dependsOn: ['access', 'admin'],
  permissions: [
    { key: PLUGIN_LIST, title: '查看插件', group: '插件' },
    { key: PLUGIN_MANAGE, title: '启用、停用与卸载插件', group: '插件' },
  ],
  adminMenu: [
    {
      page: 'plugins',
      title: '插件管理',
      icon: 'IconAppCenter',
      parent: '系统设置',
      permission: PLUGIN_LIST,
      component: 'plugins_admin/admin/plugins',
      sort: 890,
    },
  ],
  routes: () => import('./routes.js'),
})
