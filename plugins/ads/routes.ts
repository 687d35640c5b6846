import type { Router } from '@adonisjs/core/http'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { AdsPermission } from './permissions.js'

const AdvertisementController = () => import('./controllers/api/advertisement_controller.js')
const BannerController = () => import('./controllers/api/banner_controller.js')
const AdsAdminPagesController = () => import('./controllers/admin/ads_admin_pages_controller.js')

export default function adsRoutes(router: Router) {
  router.get('/api/v1/advertisement/position', [AdvertisementController, 'position']).as('ads.advertisement.position')
  router
    .get('/api/v1/advertisement/list', [AdvertisementController, 'list'])
    .use(guard(AdsPermission.advertisement.list))
    .as('ads.advertisement.list')
  router
    .get('/api/v1/advertisement', [AdvertisementController, 'show'])
    .use(guard(AdsPermission.advertisement.get))
    .as('ads.advertisement.show')
  router
    .post('/api/v1/advertisement', [AdvertisementController, 'create'])
    .use(guard(AdsPermission.advertisement.create))
    .as('ads.advertisement.create')
  router
    .put('/api/v1/advertisement', [AdvertisementController, 'update'])
    .use(guard(AdsPermission.advertisement.update))
    .as('ads.advertisement.update')
  router
    .delete('/api/v1/advertisement', [AdvertisementController, 'destroy'])
    .use(guard(AdsPermission.advertisement.delete))
    .as('ads.advertisement.delete')
  router
    .post('/api/v1/advertisement/preview', [AdvertisementController, 'preview'])
    .use(guard(AdsPermission.advertisement.preview))
    .as('ads.advertisement.preview')

  // Public read of enabled banners; holders of 横幅列表（全部） also see disabled ones.
  router.get('/api/v1/banner/list', [BannerController, 'list']).use(soft(AdsPermission.banner.list)).as('ads.banner.list')
  router.get('/api/v1/banner', [BannerController, 'show']).use(guard(AdsPermission.banner.get)).as('ads.banner.show')
  router.post('/api/v1/banner', [BannerController, 'create']).use(guard(AdsPermission.banner.create)).as('ads.banner.create')
  router.put('/api/v1/banner', [BannerController, 'update']).use(guard(AdsPermission.banner.update)).as('ads.banner.update')
  router.delete('/api/v1/banner', [BannerController, 'destroy']).use(guard(AdsPermission.banner.delete)).as('ads.banner.delete')
  router.post('/api/v1/upload/banner', [BannerController, 'upload']).use(guard(AdsPermission.banner.upload)).as('ads.banner.upload')

  adminPageRoutes(router, AdsAdminPagesController, [
    { page: 'advertisement', action: 'advertisements', as: 'ads.admin.advertisement' },
    { page: 'banner', action: 'banners', as: 'ads.admin.banner' },
  ])
}
