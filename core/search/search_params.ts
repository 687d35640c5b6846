import type { SearchFilters, SearchSort } from './types.js'

/**
 * Search parameters read leniently: a search box's input is never refused, an unknown
 * type, sort or page falls back to the default (spec: type 0 documents, 1 articles).
 */
export interface SearchParams {
  wd: string
  type: number
  page: number
  sort: SearchSort
  filters: SearchFilters
}

const SORT_NAMES: Record<string, SearchSort> = {
  default: 'relevance',
  relevance: 'relevance',
  latest: 'latest',
  download_count: 'downloads',
  downloads: 'downloads',
  view_count: 'views',
  views: 'views',
}

function first(value: unknown) {
  return Array.isArray(value) ? value[0] : value
}

function text(value: unknown) {
  const scalar = first(value)
  return typeof scalar === 'string' || typeof scalar === 'number' ? String(scalar) : ''
}

function positive(value: unknown) {
  const number = Number(text(value))
  return Number.isInteger(number) && number > 0 ? number : undefined
}

export function searchParamsFrom(qs: Record<string, unknown>): SearchParams {
  const ext = text(qs.ext).trim().toLowerCase()
  const language = text(qs.language).trim()
  return {
    wd: text(qs.wd),
    type: text(qs.type) === '1' ? 1 : 0,
    page: positive(qs.page) ?? 1,
    sort: SORT_NAMES[text(qs.sort)] ?? 'relevance',
    filters: {
      ...(/^\.?[a-z0-9]{1,10}$/.test(ext) && { ext: ext.startsWith('.') ? ext : `.${ext}` }),
      ...(/^[\w-]{1,32}$/.test(language) && { language }),
      ...(positive(qs.category_id) && { categoryId: positive(qs.category_id) }),
    },
  }
}

/** The sort's name in URLs and the API. */
export const SORT_PARAM: Record<SearchSort, string> = {
  relevance: 'default',
  latest: 'latest',
  downloads: 'download_count',
  views: 'view_count',
}
