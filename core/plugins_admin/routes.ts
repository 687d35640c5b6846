import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { PluginsAdminPermission } from './permissions.js'

const PluginsController = () => import('./controllers/api/plugins_controller.js')
const PluginsPageController = () => import('./controllers/admin/plugins_page_controller.js')

export default function pluginsAdminRoutes(router: Router) {
  router.get('/api/v1/plugin/list', [PluginsController, 'list']).use(middleware.permission({ key: PluginsAdminPermission.plugin.list }))
  router
    .put('/api/v1/plugin/enable', [PluginsController, 'enable'])
    .use(middleware.permission({ key: PluginsAdminPermission.plugin.manage }))
  router
    .put('/api/v1/plugin/disable', [PluginsController, 'disable'])
    .use(middleware.permission({ key: PluginsAdminPermission.plugin.manage }))
  router
    .put('/api/v1/plugin/uninstall', [PluginsController, 'uninstall'])
    .use(middleware.permission({ key: PluginsAdminPermission.plugin.manage }))

  adminPageRoutes(router, PluginsPageController, [{ page: 'plugins', action: 'show' }])
}
