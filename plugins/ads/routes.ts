import type { Router } from '@adonisjs/core/http'
import { guard } from '#core/kernel/http/route_guards'
import { crudRoutes } from '#core/kernel/http/crud_routes'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { AdsPermission } from './permissions.js'

const AdvertisementController = () => import('./controllers/api/advertisement_controller.js')
const BannerController = () => import('./controllers/api/banner_controller.js')
const AdsAdminPagesController = () => import('./controllers/admin/ads_admin_pages_controller.js')

export default function adsRoutes(router: Router) {
  router.get('/api/v1/advertisement/position', [AdvertisementController, 'position']).as('ads.advertisement.position')
  crudRoutes(router, {
    path: '/api/v1/advertisement',
    controller: AdvertisementController,
    keys: AdsPermission.advertisement,
    as: 'ads.advertisement',
  })
  router
    .post('/api/v1/advertisement/preview', [AdvertisementController, 'preview'])
    .use(guard(AdsPermission.advertisement.preview))
    .as('ads.advertisement.preview')

  // Public read of enabled banners; holders of 横幅列表（全部） also see disabled ones.
  crudRoutes(router, {
    path: '/api/v1/banner',
    controller: BannerController,
    keys: AdsPermission.banner,
    publicReads: true,
    as: 'ads.banner',
  })
  router.post('/api/v1/upload/banner', [BannerController, 'upload']).use(guard(AdsPermission.banner.upload)).as('ads.banner.upload')

  adminPageRoutes(router, AdsAdminPagesController, [
    { page: 'advertisement', action: 'advertisements', as: 'ads.admin.advertisement' },
    { page: 'banner', action: 'banners', as: 'ads.admin.banner' },
  ])
}
