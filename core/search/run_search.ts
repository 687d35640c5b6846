import type { HttpContext } from '@adonisjs/core/http'
import { cleanQuery } from './segmenter.js'
import search, { type SearchOutcome } from './search_service.js'
import { recordSearch, type SearchRecordInput } from './actions/record_search.js'
import type { SearchParams } from './search_params.js'

/** Runs a visitor's search for the page or the API and records it; `recorded` is what a kept page's hits record again. */
export async function runSearch(ctx: Pick<HttpContext, 'auth' | 'request'>, params: SearchParams) {
  const { kind } = params
  // With no searchable kind (every indexing plugin disabled) nothing is found, but the words are kept and recorded.
  const outcome: SearchOutcome = kind
    ? await search.search({ kind: kind.kind, wd: params.wd, page: params.page, sort: params.sort, filters: params.filters })
    : { ...(await search.search({ kind: '', wd: '', page: params.page })), query: cleanQuery(params.wd) }
  const recorded: SearchRecordInput = {
    keywords: outcome.query,
    type: params.type,
    total: outcome.total,
    page: outcome.page,
    spend: outcome.spend,
  }
  await recordSearch(ctx, recorded)
  return { outcome, available: Boolean(kind), recorded }
}
