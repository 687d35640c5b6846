import type { HttpContext } from '@adonisjs/core/http'
import { sendSitemapFile, sendSitemapIndex } from '../../services/serve_crawler_files.js'

/** The sitemap for a visitor with a session or on a guarded site; crawlers are answered by the fast route. */
export default class SitemapController {
  /** GET /sitemap.xml */
  async index(ctx: HttpContext) {
    await sendSitemapIndex(ctx)
  }

  /** GET /sitemap/:file */
  async file(ctx: HttpContext) {
    await sendSitemapFile(ctx, String(ctx.params.file))
  }
}
