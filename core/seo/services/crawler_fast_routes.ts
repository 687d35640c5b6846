import { fastRoutes, isAnonymous } from '#core/kernel/http/fast_routes'
import { sendRobots, sendSitemapFile, sendSitemapIndex, siteGuarded } from './serve_crawler_files.js'

const SITEMAP_FILE_PATH = /^\/sitemap\/([a-z0-9_-]+-\d+\.xml)$/

/**
 * Crawlers fetch robots.txt and the sitemaps without cookies: answered ahead of the session
 * middleware, the responses set no cookie, so caches and CDNs keep them. On a closed or
 * login-only site the sitemaps go through the router, where the site guard applies.
 */
export function addCrawlerFastRoutes() {
  fastRoutes.add('seo', 'GET', '/robots.txt', async (ctx) => {
    if (!isAnonymous(ctx)) return false
    await sendRobots(ctx.response)
    return true
  })
  fastRoutes.add('seo', 'GET', '/sitemap.xml', async (ctx) => {
    if (!isAnonymous(ctx) || (await siteGuarded())) return false
    await sendSitemapIndex(ctx)
    return true
  })
  fastRoutes.add('seo', 'GET', SITEMAP_FILE_PATH, async (ctx) => {
    if (!isAnonymous(ctx) || (await siteGuarded())) return false
    await sendSitemapFile(ctx, SITEMAP_FILE_PATH.exec(ctx.request.url())![1])
    return true
  })
}
