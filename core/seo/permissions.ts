export const SEO_SITEMAP_UPDATE = 'seo.sitemap.update'

export const seoPermissions = [{ key: SEO_SITEMAP_UPDATE, title: '更新站点地图', group: '站点地图' }]
