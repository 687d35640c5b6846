import SitemapBuild from '../models/sitemap_build.js'

/** The sitemap being served: the build that became ready last. */
export function currentSitemap() {
  return SitemapBuild.query().where('status', 'ready').orderBy('finished_at', 'desc').orderBy('id', 'desc').first()
}
