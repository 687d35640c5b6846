import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { currentSitemap } from '../../queries/current_sitemap.js'
import { sitemapBuildJson } from '../../transformers/sitemap_build_transformer.js'
import { siteBaseUrl } from '../../site_url.js'

export default class SitemapPageController {
  /** /admin/seo/sitemap: the served sitemap and its files, with the button that rebuilds it. */
  async show(ctx: HttpContext) {
    const build = await currentSitemap()
    return renderPage(ctx, 'seo/admin/sitemap', { sitemap: build ? sitemapBuildJson(build) : null, site_url: await siteBaseUrl() })
  }
}
