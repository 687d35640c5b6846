import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { PluginsAdminPermission } from './permissions.js'

const PluginsController = () => import('./controllers/api/plugins_controller.js')
const PluginsPageController = () => import('./controllers/admin/plugins_page_controller.js')

export default function pluginsAdminRoutes(router: Router) {
  router.get('/api/v1/plugin/list', [PluginsController, 'list']).use(guard(PluginsAdminPermission.plugin.list))
  router.put('/api/v1/plugin/enable', [PluginsController, 'enable']).use(guard(PluginsAdminPermission.plugin.manage))
  router.put('/api/v1/plugin/disable', [PluginsController, 'disable']).use(guard(PluginsAdminPermission.plugin.manage))
  router.put('/api/v1/plugin/uninstall', [PluginsController, 'uninstall']).use(guard(PluginsAdminPermission.plugin.manage))

  adminPageRoutes(router, PluginsPageController, [{ page: 'plugins', action: 'show' }])
}
