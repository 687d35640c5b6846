import type { QueryTerm } from './segmenter.js'

/**
 * What a plugin hands the index for one publicly visible item. What only one kind knows
 * (a document's uploader, pages, price) rides in `extra`, typed by the kind and handed back
 * untouched to its result card.
 */
export interface SearchItem<Extra extends object = object> {
  id: number
  /** The kind's stable public key (a uuid, a slug). */
  identifier: string
  url: string
  title: string
  keywords: string
  description: string
  /** The full text the item is found by (extracted text, a plain-text body). */
  body: string
  language: string
  categories: { id: number; title: string }[]
  createdAt: Date
  /** The kind's own short filter value, e.g. a file format: the `tag` facet counts it. '' or absent: none. */
  tag?: string
  /** Further words the item is found by without being its text, e.g. the name of who published it. */
  indexWords?: string[]
  /** Counters the `views` and `uses` sorts order by (uses: what taking the item means to the kind). */
  counts?: { views?: number; uses?: number }
  /** The card data the result page shows, stored as JSON: snake_case keys. */
  extra?: Extra
}

/** A facet the search page shows for a kind; `tag` needs the kind's `tag` options. */
export type SearchFacetName = 'tag' | 'category' | 'language'

/** How a kind names its `tag` facet in the URL and on the page, and which values it accepts. */
export interface SearchTagFacet {
  /** Query parameter, e.g. 'ext'. */
  param: string
  /** Row title on the page, e.g. '格式'. */
  title: string
  /** The stored value of a URL value, or undefined to ignore it (a search box's input is never refused). */
  parse(value: string): string | undefined
  /** The URL value of a stored one. */
  urlValue(stored: string): string
  /** What a chip shows. */
  label(stored: string): string
  /**
   * The stored values of a family asked by one name, e.g. MOREDOC's ext=doc (doc, docx, wps...);
   * undefined when the name is no family (then `parse` reads it as one value).
   */
  family?(name: string): string[] | undefined
}

export type SearchSort = 'relevance' | 'latest' | 'uses' | 'views'

/** A sort a kind offers besides relevance and latest, with its name in URLs and its chip label. */
export interface SearchSortOption {
  sort: 'uses' | 'views'
  param: string
  label: string
}

/**
 * An indexable kind with its own tab on /search, registered by its owning plugin from its boot
 * hook. Core never imports plugins: it only calls these functions. A kind of a plugin that is
 * not enabled is neither shown nor searched.
 */
export interface SearchKind<Extra extends object = any> {
  /** 'document', 'article': the index key. */
  kind: string
  /** Id of the plugin that registers it. */
  plugin: string
  /** `?type=N` of /search and /api/v1/search; unique. The spec's 0 (documents) and 1 (articles) stay theirs. */
  type: number
  /** Tab title, e.g. '文档'. */
  title: string
  /** The search box's placeholder while this kind is searched, e.g. '搜索文档'. */
  placeholder: string
  /** Name of the result card a plugin contributes (ui/contributions.tsx), e.g. 'documents.searchCard'; unknown: a generic card. */
  card: string
  /** Facets shown, in this order. */
  facets?: SearchFacetName[]
  tagFacet?: SearchTagFacet
  sorts?: SearchSortOption[]
  /** Site paths whose header search box searches this kind, e.g. ['/article']; elsewhere the first kind. */
  paths?: string[]
  /**
   * The assistant may cite this kind's hits (title, snippet, link) when they hold most of what a
   * question is about: an FAQ-like plugin's entries answer members without a change to the
   * assistant. Documents and articles are cited page by page instead.
   */
  citable?: boolean
  /** The items with these ids the public may see now; an id left out leaves the index. */
  load(ids: number[]): Promise<SearchItem<Extra>[]>
  /** Ids of publicly visible items above afterId, ascending, at most limit: the rebuild walks them. */
  publicIds(afterId: number, limit: number): Promise<number[]>
  /** Bodies of the hits on one result page, for snippets. */
  bodies(ids: number[]): Promise<Map<number, string>>
}

export interface SearchFilters {
  tag?: string
  /** Any one of these tags: a family of formats asked as one (MOREDOC's ext=doc is doc, docx, wps...). */
  tags?: string[]
  language?: string
  categoryId?: number
  /** Items created within this period (MOREDOC's created_at=[start, end]): a scope like the kind, not a facet. */
  created?: { from?: Date; to?: Date }
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

/** An item as the index gives it back: its listing fields, with its kind, its tag ('' for none) and its card data. */
export interface StoredHit extends Pick<
  SearchItem,
  'id' | 'identifier' | 'url' | 'title' | 'keywords' | 'description' | 'language' | 'categories' | 'createdAt'
> {
  kind: string
  tag: string
  extra: Record<string, unknown>
}

export interface Facets {
  tag: { value: string; count: number }[]
  language: { value: string; count: number }[]
  category: { id: number; title: string; count: number }[]
}

/** The tags a filter accepts, or null when it does not filter by tag. */
export function acceptedTags(filters: SearchFilters): string[] | null {
  if (filters.tags?.length) return filters.tags
  return filters.tag ? [filters.tag] : null
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
