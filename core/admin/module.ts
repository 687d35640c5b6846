import { definePlugin } from '#core/kernel/define_plugin'

export default definePlugin({
  id: 'admin',
  title: '管理后台',
  dependsOn: ['access', 'settings'],
  adminMenu: [
    { page: 'dashboard', title: '面板', icon: 'IconHome', permission: 'public', component: 'admin/admin/dashboard', sort: 0 },
  ],
})
