import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { textOfQuery } from '#core/kernel/http/query_list'
import { searchParamsFrom } from './search_params.js'
import { runSearch } from './run_search.js'
import type { SearchHit } from './search_service.js'

/** `ext=` values that mean no format filter: MOREDOC's client sends 'all' for 全部格式. */
const EVERY_FORMAT = new Set(['', 'all'])

/** The highlighted HTML of a title or snippet as the plain text MOREDOC's client prints ({{ }} escapes it again). */
export function plainText(html: string) {
  return html.replace(/<\/?em>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

/**
 * MOREDOC's per-kind searches (GET /api/v1/document/search and /api/v1/article/search) on the
 * site search's own path: the same index, ranking, gated snippets and search record as /search
 * and GET /api/v1/search, with MOREDOC's query keys (ext family names, category_id[] and
 * language[] of which the first is used). `total` stops where paging stops, as MOREDOC's does.
 */
export async function compatSearch(ctx: Pick<HttpContext, 'auth' | 'request'>, type: number) {
  const qs = ctx.request.qs()
  const ext = textOfQuery(qs.ext).trim().toLowerCase()
  const params = searchParamsFrom({ ...qs, type, ext: EVERY_FORMAT.has(ext) ? '' : ext })
  const family = params.kind?.tagFacet?.family?.(ext)
  if (family) {
    delete params.filters.tag
    params.filters.tags = family
  }
  const { outcome } = await runSearch(ctx, params)
  return {
    total: Math.min(outcome.total, outcome.maxPages * outcome.size),
    spend: outcome.spend.toFixed(3),
    hits: outcome.hits,
  }
}

/** What every MOREDOC search row carries: the plain title, the gated snippet as text, the keywords and the date. */
export function compatHitJson(hit: SearchHit) {
  return {
    id: hit.id,
    title: plainText(hit.titleHtml),
    description: plainText(hit.snippetHtml),
    keywords: hit.keywords,
    created_at: DateTime.fromJSDate(hit.createdAt).toISO({ suppressMilliseconds: true }),
  }
}
