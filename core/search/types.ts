import type { QueryTerm } from './segmenter.js'

/** What a plugin hands the index for one publicly visible item. */
export interface SearchItem {
  id: number
  /** uuid of a document, identifier of an article. */
  identifier: string
  url: string
  title: string
  keywords: string
  description: string
  /** The full extracted text (documents) or the plain text of the body (articles). */
  body: string
  /** '.pdf' for documents, '' for articles. */
  ext: string
  language: string
  categories: { id: number; title: string }[]
  uploader: string
  viewCount: number
  downloadCount: number
  createdAt: Date
  /** Small card data the result page shows (cover, pages, score): stored as JSON. */
  extra?: Record<string, unknown>
}

/**
 * An indexable kind, registered by its owning plugin from its boot hook. Core never imports
 * plugins: it only calls these functions.
 */
export interface SearchKind {
  /** 'document', 'article': the index key and the `type` the search page names. */
  kind: string
  /** The spec's search `type`: 0 documents, 1 articles. */
  docType: number
  title: string
  /** The items with these ids the public may see now; an id left out leaves the index. */
  load(ids: number[]): Promise<SearchItem[]>
  /** Ids of publicly visible items above afterId, ascending, at most limit: the rebuild walks them. */
  publicIds(afterId: number, limit: number): Promise<number[]>
  /** Bodies of the hits on one result page, for snippets. */
  bodies(ids: number[]): Promise<Map<number, string>>
}

export type SearchSort = 'relevance' | 'latest' | 'downloads' | 'views'

export interface SearchFilters {
  ext?: string
  language?: string
  categoryId?: number
}

export interface DriverQuery {
  kind: string
  terms: QueryTerm[]
  /** 'all': every term; 'any': at least one (the fallback when 'all' finds nothing). */
  mode: 'all' | 'any'
  filters: SearchFilters
  sort: SearchSort
  offset: number
  limit: number
}

export interface StoredHit {
  kind: string
  id: number
  identifier: string
  url: string
  title: string
  keywords: string
  description: string
  ext: string
  language: string
  categories: { id: number; title: string }[]
  uploader: string
  viewCount: number
  downloadCount: number
  createdAt: Date
  extra: Record<string, unknown>
}

export interface Facets {
  ext: { value: string; count: number }[]
  language: { value: string; count: number }[]
  category: { id: number; title: string; count: number }[]
}

export interface DriverResult {
  total: number
  hits: StoredHit[]
  facets: Facets
}

/** One interface, two drivers: the database (default) and Meilisearch. */
export interface SearchDriver {
  readonly name: 'database' | 'meilisearch'
  /** Adds or replaces items, stamped so a rebuild can drop what it did not see. */
  upsert(kind: string, items: SearchItem[], stamp: number): Promise<void>
  remove(kind: string, ids: number[]): Promise<void>
  /** Drops the kind's entries stamped before `stamp`; returns how many. */
  removeStale(kind: string, stamp: number): Promise<number>
  search(query: DriverQuery): Promise<DriverResult>
  count(kind: string): Promise<number>
}
