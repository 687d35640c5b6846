import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { STATS_PERMISSION } from './contracts.js'
import { AdminPermission } from './permissions.js'

const DashboardController = () => import('./controllers/admin/dashboard_controller.js')
const StatsController = () => import('./controllers/api/stats_controller.js')
const ReleaseController = () => import('./controllers/api/release_controller.js')
const SqlModeController = () => import('./controllers/api/sql_mode_controller.js')

export default function adminRoutes(router: Router) {
  router
    .get('/admin', [DashboardController, 'show'])
    .as('admin.dashboard')
    .use(middleware.adminPage({ page: 'dashboard' }))
  router
    .get('/admin/index', [DashboardController, 'show'])
    .as('admin.index')
    .use(middleware.adminPage({ page: 'dashboard' }))

  router.get('/api/v1/stats', [StatsController, 'show']).as('admin.stats')
  router.get('/api/v1/envs', [StatsController, 'envs']).as('admin.envs')
  router.get('/api/v1/device', [StatsController, 'device']).as('admin.device').use(guard(STATS_PERMISSION))

  router.get('/api/v1/release', [ReleaseController, 'show']).as('admin.release.show').use(guard(AdminPermission.release.check))
  router.post('/api/v1/release', [ReleaseController, 'refresh']).as('admin.release.refresh').use(guard(AdminPermission.release.check))
  router.put('/api/v1/release/ignore', [ReleaseController, 'ignore']).as('admin.release.ignore').use(guard(AdminPermission.release.update))
  router.put('/api/v1/release/source', [ReleaseController, 'source']).as('admin.release.source').use(guard(AdminPermission.release.update))
  router.put('/api/v1/sqlmode', [SqlModeController, 'update']).as('admin.sqlmode').use(guard(AdminPermission.database.sqlmode))
}
