import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { SeoPermission } from './permissions.js'

const RobotsController = () => import('./controllers/site/robots_controller.js')
const SitemapController = () => import('./controllers/site/sitemap_controller.js')
const SitemapApiController = () => import('./controllers/api/sitemap_controller.js')
const SitemapPageController = () => import('./controllers/admin/sitemap_page_controller.js')

export default function seoRoutes(router: Router) {
  router.get('/robots.txt', [RobotsController, 'show']).as('seo.robots')
  router.get('/sitemap.xml', [SitemapController, 'index']).as('seo.sitemap.index')
  router
    .get('/sitemap/:file', [SitemapController, 'file'])
    .where('file', /^[a-z0-9_-]+-\d+\.xml$/)
    .as('seo.sitemap.file')
  router.put('/api/v1/sitemap', [SitemapApiController, 'update']).use(guard(SeoPermission.sitemap.update)).as('seo.sitemap.update')
  adminPageRoutes(router, SitemapPageController, [{ page: 'seo/sitemap', action: 'show', as: 'seo.admin.sitemap' }])
}
