import type { HttpContext } from '@adonisjs/core/http'
import { searchParamsFrom } from '../../search_params.js'
import { runSearch } from '../../run_search.js'
import { searchApiJson } from '../../transformers/search_transformer.js'

export default class SearchController {
  /** GET /api/v1/search: never an error for a visitor's words, at worst an empty list. */
  async index(ctx: HttpContext) {
    const params = searchParamsFrom(ctx.request.qs())
    const { outcome } = await runSearch(ctx, params)
    return searchApiJson(outcome, params.type)
  }
}
