/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const ADVERTISEMENT_LIST = 'ads.advertisement.list'
export const ADVERTISEMENT_GET = 'ads.advertisement.get'
export const ADVERTISEMENT_CREATE = 'ads.advertisement.create'
export const ADVERTISEMENT_UPDATE = 'ads.advertisement.update'
export const ADVERTISEMENT_DELETE = 'ads.advertisement.delete'
export const ADVERTISEMENT_PREVIEW = 'ads.advertisement.preview'
export const BANNER_LIST = 'ads.banner.list'
export const BANNER_GET = 'ads.banner.get'
export const BANNER_CREATE = 'ads.banner.create'
export const BANNER_UPDATE = 'ads.banner.update'
export const BANNER_DELETE = 'ads.banner.delete'
export const BANNER_UPLOAD = 'ads.banner.upload'

export const adsPermissions = [
  { key: ADVERTISEMENT_LIST, title: '广告列表', group: '广告' },
  { key: ADVERTISEMENT_GET, title: '查看广告', group: '广告' },
  { key: ADVERTISEMENT_CREATE, title: '新增广告', group: '广告' },
  { key: ADVERTISEMENT_UPDATE, title: '更新广告', group: '广告' },
  { key: ADVERTISEMENT_DELETE, title: '删除广告', group: '广告' },
  { key: ADVERTISEMENT_PREVIEW, title: '预览广告（查看净化后的 HTML）', group: '广告' },
  { key: BANNER_LIST, title: '横幅列表（全部）', group: '横幅' },
  { key: BANNER_GET, title: '查看横幅', group: '横幅' },
  { key: BANNER_CREATE, title: '新增横幅', group: '横幅' },
  { key: BANNER_UPDATE, title: '更新横幅', group: '横幅' },
  { key: BANNER_DELETE, title: '删除横幅', group: '横幅' },
  { key: BANNER_UPLOAD, title: '上传横幅图片', group: '横幅' },
]
