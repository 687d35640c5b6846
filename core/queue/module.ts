import { definePlugin } from '#core/kernel/define_plugin'

export default definePlugin({
  id: 'queue',
  title: 'queue',
})
