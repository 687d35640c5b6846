import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard } from '#core/kernel/http/route_guards'
import { STATS_PERMISSION } from './contracts.js'

const DashboardController = () => import('./controllers/admin/dashboard_controller.js')
const StatsController = () => import('./controllers/api/stats_controller.js')

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
}
