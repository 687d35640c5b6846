import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'
import { settings } from '#core/settings/contracts'
import { DatabaseDriver } from './drivers/database_driver.js'
import { MeilisearchDriver } from './drivers/meilisearch_driver.js'
import { highlight, snippet } from './highlight.js'
import { searchKind } from './kinds.js'
import { cleanQuery, queryTerms, type QueryTerm } from './segmenter.js'
import type { Facets, SearchDriver, SearchFilters, SearchSort, StoredHit } from './types.js'

export const SEARCH_PAGE_SIZE = 10
/** Pages a visitor may go through (显示设置 → 搜索最大页数); deeper pages answer with the last one's emptiness. */
export async function maxSearchPages() {
  return Math.max(1, Math.trunc(Number(await settings.get('display', 'max_search_pages'))) || 1)
}

export interface SearchRequest {
  kind: string
  wd: unknown
  page?: number
  size?: number
  sort?: SearchSort
  filters?: SearchFilters
}

export interface SearchHit extends StoredHit {
  /** HTML: escaped, terms in <em>. */
  titleHtml: string
  snippetHtml: string
}

export interface SearchOutcome {
  query: string
  total: number
  hits: SearchHit[]
  facets: Facets
  page: number
  size: number
  /** Seconds, e.g. 0.012. */
  spend: number
  /** The deepest page a visitor may ask for. */
  maxPages: number
  /** True when no result held every word and the results hold some of them. */
  relaxed: boolean
}

const NO_FACETS: Facets = { tag: [], language: [], category: [] }

function driverFromEnv(): SearchDriver {
  const host = env.get('MEILISEARCH_HOST')
  if (host) return new MeilisearchDriver({ host, apiKey: env.get('MEILISEARCH_KEY') || undefined })
  return new DatabaseDriver()
}

export class SearchService {
  #driver: SearchDriver | null = null

  driver() {
    this.#driver ??= driverFromEnv()
    return this.#driver
  }

  /** What 搜索设置 names as the engine in use. */
  engineName() {
    if (this.driver().name === 'meilisearch') return `Meilisearch（${stripUrlSecrets(env.get('MEILISEARCH_HOST') ?? '')}）`
    return db.connection().dialect.name === 'mysql' ? '数据库全文索引（MySQL FULLTEXT）' : '数据库全文索引（SQLite FTS5）'
  }

  /** Tests run the same cases against each configured driver. */
  useDriver(driver: SearchDriver | null) {
    this.#driver = driver
  }

  /** Brings these items of a kind up to date: visible ones are (re)indexed, the rest leave. */
  async sync(kind: string, ids: number[], stamp = Date.now()) {
    const source = searchKind(kind)
    if (!source || ids.length === 0) return { indexed: 0, removed: 0 }
    const items = await source.load(ids)
    const present = new Set(items.map((item) => item.id))
    const gone = ids.filter((id) => !present.has(id))
    await this.driver().upsert(kind, items, stamp)
    await this.driver().remove(kind, gone)
    return { indexed: items.length, removed: gone.length }
  }

  async remove(kind: string, ids: number[]) {
    await this.driver().remove(kind, ids)
  }

  /**
   * More like this: ids of the kind's items holding any of these words, most relevant first
   * (the driver's ranking: title and keyword matches, then the text). The words are the
   * caller's pick of what an item is most about; the item itself may be among the ids.
   */
  async similar(kind: string, words: string[], limit: number): Promise<number[]> {
    const terms = wordTerms(words)
    if (terms.length === 0) return []
    const result = await this.driver().search({ kind, terms, mode: 'any', filters: {}, sort: 'relevance', offset: 0, limit })
    return result.hits.map((hit) => hit.id)
  }

  async search(request: SearchRequest): Promise<SearchOutcome> {
    const started = performance.now()
    const query = cleanQuery(request.wd)
    const size = Math.min(Math.max(Math.trunc(request.size ?? SEARCH_PAGE_SIZE) || SEARCH_PAGE_SIZE, 1), 50)
    const [maxPages, matchAny] = await Promise.all([maxSearchPages(), settings.get('fulltext_search', 'match_any')])
    const page = Math.min(Math.max(Math.trunc(request.page ?? 1) || 1, 1), maxPages)
    const terms = queryTerms(query)
    const empty = { query, total: 0, hits: [], facets: NO_FACETS, page, size, relaxed: false, maxPages }
    if (terms.length === 0) return { ...empty, spend: seconds(started) }

    const base = {
      kind: request.kind,
      terms,
      filters: request.filters ?? {},
      sort: request.sort ?? 'relevance',
      offset: (page - 1) * size,
      limit: size,
    }
    try {
      let relaxed = false
      let result = await this.driver().search({ ...base, mode: 'all' })
      if (result.total === 0 && terms.length > 1 && matchAny !== false) {
        result = await this.driver().search({ ...base, mode: 'any' })
        relaxed = result.total > 0
      }
      const bodies = (await searchKind(request.kind)?.bodies(result.hits.map((hit) => hit.id))) ?? new Map()
      const hits = result.hits.map((hit) => ({
        ...hit,
        titleHtml: highlight(hit.title, terms),
        snippetHtml: snippet(bodies.get(hit.id) || hit.description, terms),
      }))
      return { query, total: result.total, hits, facets: result.facets, page, size, relaxed, maxPages, spend: seconds(started) }
    } catch (error) {
      // A visitor's words never produce an error page: a broken index is logged and reads as no result.
      logger.error({ err: error, query: stripUrlSecrets(query) }, 'search: the query failed')
      return { ...empty, spend: seconds(started) }
    }
  }
}

/** A more-like-this query's terms: each word a phrase as the index stores it, lone characters (prefixes) left out. */
function wordTerms(words: string[]): QueryTerm[] {
  const terms = new Map<string, QueryTerm>()
  for (const word of words) {
    for (const term of queryTerms(word)) if (!term.prefix && !terms.has(term.text)) terms.set(term.text, term)
  }
  return [...terms.values()].slice(0, MAX_SIMILAR_TERMS)
}

/** Words of a more-like-this query: a few more than a visitor's, still one cheap OR query. */
export const MAX_SIMILAR_TERMS = 32

function seconds(started: number) {
  return Math.round(performance.now() - started) / 1000
}

const search = new SearchService()
export default search
