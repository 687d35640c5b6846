/**
 * What other modules and plugins use of SEO: the sitemap sources they fill and the site's
 * absolute base URL. A plugin registers each source from its boot hook:
 *
 *   sitemapSources.add('documents', () => ({ name: 'documents', urls: pagedById(page, toUrl) }))
 *
 * and the paths it keeps crawlers out of:
 *
 *   crawlerExclusions.add('articles', () => ['/post$'])
 *
 * Core never imports plugins; the builder calls only what they registered.
 */
export { sitemapSources, pagedById } from './sitemap/sources.js'
export { siteBaseUrl } from './site_url.js'
export { crawlerExclusions } from './robots.js'
export { SITEMAP_JOB } from './jobs.js'
export type { SitemapSource, SitemapUrl } from './types.js'
