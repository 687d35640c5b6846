import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import {
  ADVERTISEMENT_CREATE,
  ADVERTISEMENT_DELETE,
  ADVERTISEMENT_GET,
  ADVERTISEMENT_LIST,
  ADVERTISEMENT_PREVIEW,
  ADVERTISEMENT_UPDATE,
  BANNER_CREATE,
  BANNER_DELETE,
  BANNER_GET,
  BANNER_LIST,
  BANNER_UPDATE,
  BANNER_UPLOAD,
} from './permissions.js'

const AdvertisementController = () => import('./controllers/api/advertisement_controller.js')
const BannerController = () => import('./controllers/api/banner_controller.js')
const AdsAdminPagesController = () => import('./controllers/admin/ads_admin_pages_controller.js')

export default function adsRoutes(router: Router) {
  router.get('/api/v1/advertisement/position', [AdvertisementController, 'position']).as('ads.advertisement.position')
  router
    .get('/api/v1/advertisement/list', [AdvertisementController, 'list'])
    .use(middleware.permission({ key: ADVERTISEMENT_LIST }))
    .as('ads.advertisement.list')
  router
    .get('/api/v1/advertisement', [AdvertisementController, 'show'])
    .use(middleware.permission({ key: ADVERTISEMENT_GET }))
    .as('ads.advertisement.show')
  router
    .post('/api/v1/advertisement', [AdvertisementController, 'create'])
    .use(middleware.permission({ key: ADVERTISEMENT_CREATE }))
    .as('ads.advertisement.create')
  router
    .put('/api/v1/advertisement', [AdvertisementController, 'update'])
    .use(middleware.permission({ key: ADVERTISEMENT_UPDATE }))
    .as('ads.advertisement.update')
  router
    .delete('/api/v1/advertisement', [AdvertisementController, 'destroy'])
    .use(middleware.permission({ key: ADVERTISEMENT_DELETE }))
    .as('ads.advertisement.delete')
  router
    .post('/api/v1/advertisement/preview', [AdvertisementController, 'preview'])
    .use(middleware.permission({ key: ADVERTISEMENT_PREVIEW }))
    .as('ads.advertisement.preview')

  // Public read of enabled banners; holders of 横幅列表（全部） also see disabled ones.
  router
    .get('/api/v1/banner/list', [BannerController, 'list'])
    .use(middleware.permission({ key: BANNER_LIST, optional: true }))
    .as('ads.banner.list')
  router
    .get('/api/v1/banner', [BannerController, 'show'])
    .use(middleware.permission({ key: BANNER_GET }))
    .as('ads.banner.show')
  router
    .post('/api/v1/banner', [BannerController, 'create'])
    .use(middleware.permission({ key: BANNER_CREATE }))
    .as('ads.banner.create')
  router
    .put('/api/v1/banner', [BannerController, 'update'])
    .use(middleware.permission({ key: BANNER_UPDATE }))
    .as('ads.banner.update')
  router
    .delete('/api/v1/banner', [BannerController, 'destroy'])
    .use(middleware.permission({ key: BANNER_DELETE }))
    .as('ads.banner.delete')
  router
    .post('/api/v1/upload/banner', [BannerController, 'upload'])
    .use(middleware.permission({ key: BANNER_UPLOAD }))
    .as('ads.banner.upload')

  router
    .get('/admin/advertisement', [AdsAdminPagesController, 'advertisements'])
    .use(middleware.adminPage({ page: 'advertisement' }))
    .as('ads.admin.advertisement')
  router
    .get('/admin/banner', [AdsAdminPagesController, 'banners'])
    .use(middleware.adminPage({ page: 'banner' }))
    .as('ads.admin.banner')
}
