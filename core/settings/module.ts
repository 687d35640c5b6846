import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { coreSettingsGroups } from './groups/core_groups.js'
import settings from './settings_service.js'
import { addSettingsFastRoute } from './services/settings_fast_route.js'

export default definePlugin({
  id: 'settings',
  title: '系统配置',
  settings: coreSettingsGroups,
  permissions: [
    { key: 'settings.config.list', title: '查看配置', group: '配置' },
    { key: 'settings.config.update', title: '更新配置', group: '配置' },
  ],
  routes: () => import('./routes.js'),
  boot() {
    addSettingsFastRoute()
    sharedProps.add('settings', async () => ({ settings: await settings.publicSettings() }))
  },
})
