import { definePlugin } from '#core/kernel/define_plugin'
import { adsPermissions, AdsPermission } from './permissions.js'
import { adsSettings } from './settings.js'

export default definePlugin({
  id: 'ads',
  title: '广告与横幅',
  description: '广告位（VIP 会员不显示）与首页横幅轮播。',
  dependsOn: ['settings', 'accounts', 'access', 'storage', 'admin', 'site', 'documents'],
  permissions: adsPermissions,
  adminMenu: [
    {
      page: 'advertisement',
      title: '广告管理',
      icon: 'IconTemplate',
      permission: AdsPermission.advertisement.list,
      component: 'ads/admin/advertisement',
      sort: 650,
    },
    {
      page: 'banner',
      title: '横幅管理',
      icon: 'IconGallery',
      permission: AdsPermission.banner.list,
      component: 'ads/admin/banner',
      sort: 660,
    },
  ],
  settings: [adsSettings],
  routes: () => import('./routes.js'),
  async boot() {
    await (await import('./boot/ads_boot.js')).default()
    await (await import('./boot/site_boot.js')).default()
    await (await import('./boot/stats_boot.js')).default()
  },
})
