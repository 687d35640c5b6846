import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { pageCache } from '#core/page_cache/contracts'
import { searchParamsFrom } from '../../search_params.js'
import { runSearch } from '../../run_search.js'
import { searchPageProps } from '../../transformers/search_transformer.js'
import { popularKeywords } from '../../queries/popular_keywords.js'
import { searchKinds } from '../../kinds.js'
import { searchHit } from '../../actions/record_search_hits.js'

export default class SearchPageController {
  /**
   * /search and /m/search: server-rendered results, so a shared link shows them at once. A query
   * anonymous visitors ask again is kept, each hit recording the search as this render did.
   */
  async show(ctx: HttpContext) {
    const params = searchParamsFrom(ctx.request.qs())
    const { outcome, available, recorded } = await runSearch(ctx, params)
    pageCache.allowWhenAskedAgain(ctx, searchHit(recorded))
    const suggestions = outcome.total === 0 ? await popularKeywords(params.type) : []
    return renderPage(ctx, 'search/site/search', searchPageProps(outcome, params, available, { kinds: searchKinds(), suggestions }))
  }
}
