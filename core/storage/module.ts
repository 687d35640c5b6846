import { definePlugin } from '#core/kernel/define_plugin'
import { keepOpenWhenGuarded } from '#core/settings/contracts'

export default definePlugin({
  id: 'storage',
  title: '附件存储',
  dependsOn: ['settings'],
  routes: () => import('./routes.js'),
  boot() {
    // The logo and avatars show on the login page too, when the site needs a login.
    keepOpenWhenGuarded({ pages: ['/uploads'] })
  },
})
