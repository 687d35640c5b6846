import type { Router } from '@adonisjs/core/http'
import { crudRoutes } from '#core/kernel/http/crud_routes'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { SitePermission } from './permissions.js'

const NavigationController = () => import('./controllers/api/navigation_controller.js')
const FriendlinkController = () => import('./controllers/api/friendlink_controller.js')
const SiteAdminController = () => import('./controllers/admin/site_admin_controller.js')
const HomeController = () => import('./controllers/site/home_controller.js')
const ToolController = () => import('./controllers/site/tool_controller.js')
const HealthController = () => import('./controllers/health_controller.js')

export default function siteRoutes(router: Router) {
  router.get('/', [HomeController, 'show']).as('site.home')
  router.get('/tool', [ToolController, 'show']).as('site.tool')
  router.get('/api/v1/ping', [HealthController, 'ping']).as('site.ping')
  router.get('/api/v1/health/ping', [HealthController, 'ping']).as('site.health.ping')

  // Public reads that show disabled entries to holders of 查看导航.
  crudRoutes(router, { path: '/api/v1/navigation', controller: NavigationController, keys: SitePermission.navigation, publicReads: true })

  // Public reads that show disabled links to holders of 查看友链 (which also opens the admin page).
  crudRoutes(router, { path: '/api/v1/friendlink', controller: FriendlinkController, keys: SitePermission.friendlink, publicReads: true })

  adminPageRoutes(router, SiteAdminController, [
    { page: 'navigation', action: 'navigation' },
    { page: 'friendlink', action: 'friendlink' },
  ])
}
