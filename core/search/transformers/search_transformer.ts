import { DateTime } from 'luxon'
import type { SearchHit, SearchOutcome } from '../search_service.js'
import type { SearchParams } from '../search_params.js'
import { SORT_PARAM } from '../search_params.js'
import { MAX_SEARCH_PAGES } from '../search_service.js'
import { COUNT_CAP } from '../drivers/database_driver.js'

function iso(date: Date) {
  return DateTime.fromJSDate(date).toISO({ suppressMilliseconds: true })
}

function hitPageJson(hit: SearchHit) {
  return {
    id: hit.id,
    identifier: hit.identifier,
    url: hit.url,
    title: hit.title,
    title_html: hit.titleHtml,
    snippet_html: hit.snippetHtml,
    keywords: hit.keywords,
    ext: hit.ext,
    language: hit.language,
    categories: hit.categories,
    uploader: hit.uploader,
    view_count: hit.viewCount,
    download_count: hit.downloadCount,
    created_at: iso(hit.createdAt),
    extra: hit.extra,
  }
}

/** Props of the /search page. */
export function searchPageProps(
  outcome: SearchOutcome,
  params: SearchParams,
  available: boolean,
  extras: { types: { type: number; title: string }[]; suggestions: string[] }
) {
  return {
    wd: outcome.query,
    type: params.type,
    types: extras.types,
    suggestions: extras.suggestions,
    available,
    total: outcome.total,
    /** Counting stops at a cap: the page says "1000+" then. */
    total_capped: outcome.total >= COUNT_CAP,
    /** Results a visitor can page through. */
    pageable: Math.min(outcome.total, MAX_SEARCH_PAGES * outcome.size),
    spend: outcome.spend.toFixed(3),
    page: outcome.page,
    size: outcome.size,
    relaxed: outcome.relaxed,
    sort: SORT_PARAM[params.sort],
    filters: {
      ext: params.filters.ext ?? '',
      language: params.filters.language ?? '',
      category_id: params.filters.categoryId ?? 0,
    },
    hits: outcome.hits.map(hitPageJson),
    facets: {
      ext: outcome.facets.ext,
      language: outcome.facets.language,
      category: outcome.facets.category,
    },
  }
}

/** GET /api/v1/search (api-shapes §27): empty arrays and zero totals are left out. */
export function searchApiJson(outcome: SearchOutcome, docType: number) {
  if (!outcome.query) return {}
  const json: Record<string, unknown> = { spend: outcome.spend.toFixed(3) }
  if (outcome.total) json.total = outcome.total
  if (outcome.hits.length) {
    json.document = outcome.hits.map((hit) => ({
      id: hit.id,
      doc_type: docType,
      identifier: hit.identifier,
      title: hit.titleHtml,
      description: hit.snippetHtml,
      ext: hit.ext,
      keywords: hit.keywords,
      created_at: iso(hit.createdAt),
    }))
  }
  if (outcome.facets.ext.length) json.agg_ext = outcome.facets.ext.map((entry) => ({ ext: entry.value, count: entry.count }))
  if (outcome.facets.category.length) {
    json.agg_category = outcome.facets.category.map((entry) => ({ category_id: entry.id, title: entry.title, count: entry.count }))
  }
  if (outcome.facets.language.length) {
    json.agg_language = outcome.facets.language.map((entry) => ({ code: entry.value, count: entry.count }))
  }
  return json
}
