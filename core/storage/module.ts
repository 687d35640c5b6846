import { definePlugin } from '#core/kernel/define_plugin'

export default definePlugin({
  id: 'storage',
  title: '附件存储',
  routes: () => import('./routes.js'),
})
