import type { HttpContext } from '@adonisjs/core/http'
import { collectSiteStats } from '#core/admin/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { popularKeywords, searchKinds } from '#core/search/contracts'
import { collectHomeLinks, collectHomeSections } from '../../extension_points.js'

/** 热门搜索 of each search kind: what visitors searched lately and found something with. */
async function hotWords() {
  const kinds = searchKinds()
  const words = await Promise.all(kinds.map((kind) => popularKeywords(kind.type, 8)))
  return Object.fromEntries(kinds.map((kind, index) => [String(kind.type), words[index]]))
}

export default class HomeController {
  async show(ctx: HttpContext) {
    pageCache.allow(ctx)
    return renderPage(ctx, 'site/site/home', {
      stats: await collectSiteStats(false),
      hotWords: await hotWords(),
      homeSections: await collectHomeSections(ctx),
      homeLinks: await collectHomeLinks(ctx),
    })
  }
}
