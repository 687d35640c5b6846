export interface SearchHitProps {
  id: number
  identifier: string
  url: string
  title: string
  /** Server-escaped HTML with the terms in <em>. */
  title_html: string
  snippet_html: string
  keywords: string
  ext: string
  language: string
  categories: { id: number; title: string }[]
  uploader: string
  view_count: number
  download_count: number
  created_at: string | null
  extra: { cover?: string; pages?: number; score?: number; price?: number }
}

export interface SearchPageProps {
  wd: string
  type: number
  types: { type: number; title: string }[]
  available: boolean
  total: number
  total_capped: boolean
  pageable: number
  spend: string
  page: number
  size: number
  relaxed: boolean
  sort: string
  filters: { ext: string; language: string; category_id: number }
  hits: SearchHitProps[]
  facets: {
    ext: { value: string; count: number }[]
    language: { value: string; count: number }[]
    category: { id: number; title: string; count: number }[]
  }
  /** Popular searches that found something: the empty state's suggestions. */
  suggestions: string[]
}

export interface SearchTarget {
  wd: string
  type: number
  ext: string
  language: string
  category_id: number
  sort: string
  page: number
}

/** The URL of a search state; defaults are left out so each state has one link. */
export function searchPageUrl(target: SearchTarget, mobile = false) {
  const params = new URLSearchParams({ wd: target.wd, type: String(target.type) })
  if (target.ext) params.set('ext', target.ext.replace(/^\./, ''))
  if (target.language) params.set('language', target.language)
  if (target.category_id) params.set('category_id', String(target.category_id))
  if (target.sort && target.sort !== 'default') params.set('sort', target.sort)
  if (target.page > 1) params.set('page', String(target.page))
  return `${mobile ? '/m/search' : '/search'}?${params.toString()}`
}

const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: 'English', ja: '日本語', ko: '한국어', fr: 'Français', de: 'Deutsch' }

export function languageName(code: string) {
  return LANGUAGE_NAMES[code] ?? code
}

export function shortCount(value: number) {
  return value >= 10_000 ? `${(value / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(value ?? 0)
}
