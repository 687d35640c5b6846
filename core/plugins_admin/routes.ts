import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { PLUGIN_LIST, PLUGIN_MANAGE } from './permissions.js'

const PluginsController = () => import('./controllers/api/plugins_controller.js')
const PluginsPageController = () => import('./controllers/admin/plugins_page_controller.js')

export default function pluginsAdminRoutes(router: Router) {
  router.get('/api/v1/plugin/list', [PluginsController, 'list']).use(middleware.permission({ key: PLUGIN_LIST }))
  router.put('/api/v1/plugin/enable', [PluginsController, 'enable']).use(middleware.permission({ key: PLUGIN_MANAGE }))
  router.put('/api/v1/plugin/disable', [PluginsController, 'disable']).use(middleware.permission({ key: PLUGIN_MANAGE }))
  router.put('/api/v1/plugin/uninstall', [PluginsController, 'uninstall']).use(middleware.permission({ key: PLUGIN_MANAGE }))

  adminPageRoutes(router, PluginsPageController, [{ page: 'plugins', action: 'show' }])
}
