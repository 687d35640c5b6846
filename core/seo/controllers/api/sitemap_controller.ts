import { rebuildSitemap } from '../../actions/rebuild_sitemap.js'

export default class SitemapApiController {
  /** PUT /api/v1/sitemap (api-shapes §19): rebuilds the sitemap and answers when it is served. */
  async update() {
    await rebuildSitemap()
    return {}
  }
}
