import { definePlugin } from '#core/kernel/define_plugin'
import { keepOpenWhenGuarded } from '#core/settings/contracts'
import { storagePermissions, StoragePermission } from './permissions.js'

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
      permission: StoragePermission.attachment.list,
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
