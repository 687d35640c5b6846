import type { Router } from '@adonisjs/core/http'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { SitePermission } from './permissions.js'

const NavigationController = () => import('./controllers/api/navigation_controller.js')
const FriendlinkController = () => import('./controllers/api/friendlink_controller.js')
const SiteAdminController = () => import('./controllers/admin/site_admin_controller.js')
const HomeController = () => import('./controllers/site/home_controller.js')
const ToolController = () => import('./controllers/site/tool_controller.js')

export default function siteRoutes(router: Router) {
  router.get('/', [HomeController, 'show']).as('site.home')
  router.get('/tool', [ToolController, 'show']).as('site.tool')

  // Public reads that show disabled entries to holders of 查看导航.
  router.get('/api/v1/navigation/list', [NavigationController, 'list']).use(soft(SitePermission.navigation.list))
  router.get('/api/v1/navigation', [NavigationController, 'show']).use(soft(SitePermission.navigation.list))
  router.post('/api/v1/navigation', [NavigationController, 'create']).use(guard(SitePermission.navigation.create))
  router.put('/api/v1/navigation', [NavigationController, 'update']).use(guard(SitePermission.navigation.update))
  router.delete('/api/v1/navigation', [NavigationController, 'destroy']).use(guard(SitePermission.navigation.delete))

  // Public reads that show disabled links to holders of 查看友链 (which also opens the admin page).
  router.get('/api/v1/friendlink/list', [FriendlinkController, 'list']).use(soft(SitePermission.friendlink.list))
  router.get('/api/v1/friendlink', [FriendlinkController, 'show']).use(soft(SitePermission.friendlink.list))
  router.post('/api/v1/friendlink', [FriendlinkController, 'create']).use(guard(SitePermission.friendlink.create))
  router.put('/api/v1/friendlink', [FriendlinkController, 'update']).use(guard(SitePermission.friendlink.update))
  router.delete('/api/v1/friendlink', [FriendlinkController, 'destroy']).use(guard(SitePermission.friendlink.delete))

  adminPageRoutes(router, SiteAdminController, [
    { page: 'navigation', action: 'navigation' },
    { page: 'friendlink', action: 'friendlink' },
  ])
}
