import { definePlugin } from '#core/kernel/define_plugin'
import { keepOpenWhenGuarded } from '#core/settings/contracts'
import { ATTACHMENT_LIST, storagePermissions } from './permissions.js'

export default definePlugin({
  id: 'storage',
  title: '附件存储',
  dependsOn: ['settings'],
  permissions: storagePermissions,
  adminMenu: [
    {
      page: 'attachment',
      title: '附件管理',
      icon: 'IconFolder',
      permission: ATTACHMENT_LIST,
      component: 'storage/admin/attachment',
      sort: 650,
    },
  ],
  routes: () => import('./routes.js'),
  boot() {
    // The logo and avatars show on the login page too, when the site needs a login.
    keepOpenWhenGuarded({ pages: ['/uploads'] })
  },
})
