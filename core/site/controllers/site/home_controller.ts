import type { HttpContext } from '@adonisjs/core/http'
import { collectSiteStats } from '#core/admin/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { collectHomeLinks, collectHomeSections } from '../../extension_points.js'

export default class HomeController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'site/site/home', {
      stats: await collectSiteStats(false),
      homeSections: await collectHomeSections(ctx),
      homeLinks: await collectHomeLinks(ctx),
    })
  }
}
