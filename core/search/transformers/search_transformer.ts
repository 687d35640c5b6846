import { DateTime } from 'luxon'
import type { SearchHit, SearchOutcome } from '../search_service.js'
import type { SearchParams } from '../search_params.js'
import { sortOptions, sortParam } from '../search_params.js'
import { COUNT_CAP } from '../drivers/database_driver.js'
import type { SearchFacetName, SearchKind } from '../types.js'
import { languageName } from '../language_names.js'

function iso(date: Date) {
  return DateTime.fromJSDate(date).toISO({ suppressMilliseconds: true })
}

/** What every result card gets; the kind's own fields are in `extra`, as its plugin indexed them. */
function hitPageJson(hit: SearchHit) {
  return {
    id: hit.id,
    identifier: hit.identifier,
    url: hit.url,
    title: hit.title,
    title_html: hit.titleHtml,
    snippet_html: hit.snippetHtml,
    keywords: hit.keywords,
    language: hit.language,
    categories: hit.categories,
    created_at: iso(hit.createdAt),
    extra: hit.extra,
  }
}

interface FacetRow {
  /** The query parameter it sets. */
  param: string
  title: string
  /** The URL value of the active filter, '' for 全部. */
  active: string
  options: { value: string; label: string; count: number }[]
}

function facetRow(name: SearchFacetName, kind: SearchKind, outcome: SearchOutcome, params: SearchParams): FacetRow | null {
  const { facets } = outcome
  const { filters } = params
  if (name === 'category') {
    return {
      param: 'category_id',
      title: '分类',
      active: filters.categoryId ? String(filters.categoryId) : '',
      options: facets.category.map((entry) => ({ value: String(entry.id), label: entry.title, count: entry.count })),
    }
  }
  if (name === 'language') {
    return {
      param: 'language',
      title: '语言',
      active: filters.language ?? '',
      options: facets.language.map((entry) => ({ value: entry.value, label: languageName(entry.value), count: entry.count })),
    }
  }
  const tag = kind.tagFacet
  if (!tag) return null
  return {
    param: tag.param,
    title: tag.title,
    active: filters.tag ? tag.urlValue(filters.tag) : '',
    options: facets.tag.map((entry) => ({ value: tag.urlValue(entry.value), label: tag.label(entry.value), count: entry.count })),
  }
}

/** A tab of /search: each enabled kind, in type order. */
export function searchTabJson(kind: SearchKind) {
  return { type: kind.type, title: kind.title, placeholder: kind.placeholder, paths: kind.paths ?? [] }
}

/** Props of the /search page. */
export function searchPageProps(
  outcome: SearchOutcome,
  params: SearchParams,
  available: boolean,
  extras: { kinds: SearchKind[]; suggestions: string[] }
) {
  const { kind } = params
  const facets = kind ? (kind.facets ?? []).map((name) => facetRow(name, kind, outcome, params)).filter((row) => row !== null) : []
  return {
    wd: outcome.query,
    type: params.type,
    types: extras.kinds.map(searchTabJson),
    /** The result card's component name; the page falls back to a generic card when no plugin contributes it. */
    card: kind?.card ?? '',
    placeholder: kind?.placeholder ?? '搜索',
    suggestions: extras.suggestions,
    available,
    total: outcome.total,
    /** Counting stops at a cap: the page says "1000+" then. */
    total_capped: outcome.total >= COUNT_CAP,
    /** Results a visitor can page through. */
    pageable: Math.min(outcome.total, outcome.maxPages * outcome.size),
    spend: outcome.spend.toFixed(3),
    page: outcome.page,
    size: outcome.size,
    relaxed: outcome.relaxed,
    sort: sortParam(kind, params.sort),
    sorts: sortOptions(kind).map((option) => ({ value: option.param, label: option.label })),
    /** The active filters as URL parameters, e.g. { ext: 'pdf' }. */
    filters: Object.fromEntries(facets.filter((row) => row.active).map((row) => [row.param, row.active])),
    facets: facets.filter((row) => row.options.length > 0 || row.active),
    hits: outcome.hits.map(hitPageJson),
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
      // The spec's field: a document's extension, a kind's tag.
      ext: hit.tag,
      keywords: hit.keywords,
      created_at: iso(hit.createdAt),
    }))
  }
  if (outcome.facets.tag.length) json.agg_ext = outcome.facets.tag.map((entry) => ({ ext: entry.value, count: entry.count }))
  if (outcome.facets.category.length) {
    json.agg_category = outcome.facets.category.map((entry) => ({ category_id: entry.id, title: entry.title, count: entry.count }))
  }
  if (outcome.facets.language.length) {
    json.agg_language = outcome.facets.language.map((entry) => ({ code: entry.value, count: entry.count }))
  }
  return json
}
