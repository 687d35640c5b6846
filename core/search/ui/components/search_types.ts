/**
 * One result as every card gets it. The kind's own fields (a document's format and uploader,
 * an article's author) are in `extra`, as the kind's plugin indexed them; its card types them.
 */
export interface SearchHitProps<Extra extends object = Record<string, unknown>> {
  id: number
  identifier: string
  url: string
  title: string
  /** Server-escaped HTML with the terms in <em>. */
  title_html: string
  snippet_html: string
  keywords: string
  language: string
  categories: { id: number; title: string }[]
  created_at: string | null
  extra: Partial<Extra>
}

/** What a kind's result card (a contributed component named by the kind) receives. */
export interface SearchCardProps<Extra extends object = Record<string, unknown>> {
  hit: SearchHitProps<Extra>
}

export interface SearchTab {
  type: number
  title: string
  placeholder: string
}

/** A row of filter chips: the kind's facets (格式, 分类, 语言...), counted by the server. */
export interface SearchFacetRow {
  param: string
  title: string
  active: string
  options: { value: string; label: string; count: number }[]
}

export interface SearchPageProps {
  wd: string
  type: number
  types: SearchTab[]
  /** Component name of the kind's result card. */
  card: string
  placeholder: string
  available: boolean
  total: number
  total_capped: boolean
  pageable: number
  spend: string
  page: number
  size: number
  relaxed: boolean
  sort: string
  sorts: { value: string; label: string }[]
  /** Active filters by URL parameter, e.g. { ext: 'pdf', category_id: '3' }. */
  filters: Record<string, string>
  facets: SearchFacetRow[]
  hits: SearchHitProps[]
  /** Popular searches that found something: the empty state's suggestions. */
  suggestions: string[]
}

export interface SearchTarget {
  wd: string
  type: number
  filters: Record<string, string>
  sort: string
  page: number
}

/** The URL of a search state; defaults are left out so each state has one link. */
export function searchPageUrl(target: SearchTarget, mobile = false) {
  const params = new URLSearchParams({ wd: target.wd, type: String(target.type) })
  for (const [param, value] of Object.entries(target.filters)) if (value) params.set(param, value)
  if (target.sort && target.sort !== 'default') params.set('sort', target.sort)
  if (target.page > 1) params.set('page', String(target.page))
  return `${mobile ? '/m/search' : '/search'}?${params.toString()}`
}

export function shortCount(value: number | undefined) {
  const count = value ?? 0
  return count >= 10_000 ? `${(count / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(count)
}
