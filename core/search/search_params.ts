import { DateTime } from 'luxon'
import { pageOfQuery, textOfQuery } from '#core/kernel/http/query_list'
import { searchKindByType } from './kinds.js'
import type { SearchFilters, SearchKind, SearchSort, SearchSortOption } from './types.js'

/**
 * Search parameters read leniently: a search box's input is never refused; an unknown type is
 * the first kind, an unknown sort relevance, a filter the kind does not offer is ignored.
 */
export interface SearchParams {
  wd: string
  /** The kind searched, undefined only when no enabled plugin registers one. */
  kind: SearchKind | undefined
  /** The `type` searched: the kind's, or the one asked for when there is no kind. */
  type: number
  page: number
  sort: SearchSort
  filters: SearchFilters
}

type SortChoice = Omit<SearchSortOption, 'sort'> & { sort: SearchSort }

const EVERY_KIND: SortChoice[] = [
  { sort: 'relevance', param: 'default', label: '相关度' },
  { sort: 'latest', param: 'latest', label: '最新' },
]

/** The sorts a kind offers, as the page shows them: relevance and latest, then the kind's own. */
export function sortOptions(kind: SearchKind | undefined): SortChoice[] {
  return [...EVERY_KIND, ...(kind?.sorts ?? [])]
}

function positive(value: unknown) {
  const number = Number(textOfQuery(value))
  return Number.isInteger(number) && number > 0 ? number : undefined
}

function integer(value: unknown) {
  const raw = textOfQuery(value).trim()
  return /^-?\d{1,9}$/.test(raw) ? Number(raw) : undefined
}

function sortOf(kind: SearchKind | undefined, param: string): SearchSort {
  // The internal names ('downloads' was the old one for uses) are accepted as well as the URL names.
  const named = param === 'downloads' ? 'uses' : param
  return sortOptions(kind).find((option) => option.param === named || option.sort === named)?.sort ?? 'relevance'
}

/** A time as MOREDOC's search page sends it ('2026-11-23 06:00:00') or ISO; undefined when it is neither. */
function timeOf(value: unknown) {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return undefined
  const time = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm:ss')
  const parsed = time.isValid ? time : DateTime.fromISO(text)
  return parsed.isValid ? parsed.toJSDate() : undefined
}

/** created_at=<start>&created_at=<end> (the end may be left out); a start after the end is read the other way round. */
function periodOf(value: unknown): SearchFilters['created'] {
  const [start, end] = (Array.isArray(value) ? value : [value]).slice(0, 2).map(timeOf)
  if (!start && !end) return undefined
  if (start && end && start > end) return { from: end, to: start }
  return { ...(start && { from: start }), ...(end && { to: end }) }
}

function filtersOf(kind: SearchKind | undefined, qs: Record<string, unknown>): SearchFilters {
  const facets = new Set(kind?.facets ?? [])
  const tag = facets.has('tag') && kind?.tagFacet ? kind.tagFacet.parse(textOfQuery(qs[kind.tagFacet.param]).trim()) : undefined
  const language = textOfQuery(qs.language).trim()
  const categoryId = positive(qs.category_id)
  const created = periodOf(qs.created_at)
  return {
    ...(created && { created }),
    ...(tag && { tag }),
    ...(facets.has('language') && /^[\w-]{1,32}$/.test(language) && { language }),
    ...(facets.has('category') && categoryId && { categoryId }),
  }
}

export function searchParamsFrom(qs: Record<string, unknown>): SearchParams {
  const asked = integer(qs.type)
  const kind = searchKindByType(asked)
  return {
    wd: textOfQuery(qs.wd),
    kind,
    type: kind?.type ?? asked ?? 0,
    page: pageOfQuery(qs.page),
    sort: sortOf(kind, textOfQuery(qs.sort)),
    filters: filtersOf(kind, qs),
  }
}

/** The sort's name in URLs and the API. */
export function sortParam(kind: SearchKind | undefined, sort: SearchSort) {
  return sortOptions(kind).find((option) => option.sort === sort)?.param ?? 'default'
}
