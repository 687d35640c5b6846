import { definePlugin } from '#core/kernel/define_plugin'

export default definePlugin({
  id: 'site',
  title: '站点',
  dependsOn: ['settings', 'accounts'],
  routes: () => import('./routes.js'),
})
