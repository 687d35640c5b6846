import { definePlugin } from '#core/kernel/define_plugin'

export default definePlugin({
  id: 'access',
  title: '角色与权限',
  dependsOn: ['accounts'],
})
