import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { searchParamsFrom } from '../../search_params.js'
import { runSearch } from '../../run_search.js'
import { searchPageProps } from '../../transformers/search_transformer.js'
import { popularKeywords } from '../../queries/popular_keywords.js'
import { searchKinds } from '../../kinds.js'

export default class SearchPageController {
  /** /search and /m/search: server-rendered results, so a shared link shows them at once. */
  async show(ctx: HttpContext) {
    const params = searchParamsFrom(ctx.request.qs())
    const { outcome, available } = await runSearch(ctx, params)
    const suggestions = outcome.total === 0 ? await popularKeywords(params.type) : []
    return renderPage(ctx, 'search/site/search', searchPageProps(outcome, params, available, { kinds: searchKinds(), suggestions }))
  }
}
