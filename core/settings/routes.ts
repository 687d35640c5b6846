import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import registry from '#core/kernel/plugin_registry'
import { configPagePath } from './define_settings.js'

const SettingsController = () => import('./controllers/api/settings_controller.js')
const ConfigController = () => import('./controllers/api/config_controller.js')
const ConfigPageController = () => import('./controllers/admin/config_page_controller.js')

export default function settingsRoutes(router: Router) {
  router.get('/api/v1/settings', [SettingsController, 'show'])
  router.get('/api/v1/config/list', [ConfigController, 'list']).use(guard('settings.config.list'))
  router.put('/api/v1/config', [ConfigController, 'update']).use(guard('settings.config.update'))

  // One page per declared group, plugin groups included, read when the routes are mounted.
  for (const group of registry.settingsGroups()) {
    const page = configPagePath(group)
    router
      .get(`/admin/${page}`, [ConfigPageController, 'show'])
      .as(`settings.config_page.${group.name}`)
      .use(middleware.adminPage({ page }))
  }
}
