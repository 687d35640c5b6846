import type { QueryTerm } from '../segmenter.js'
import type { DriverQuery, DriverResult, SearchDriver, SearchItem } from '../types.js'
import { acceptedTags } from '../types.js'
import { tokenFields } from './index_fields.js'

export interface MeilisearchOptions {
  host: string
  apiKey?: string
  /** One index for every kind; items are told apart by their `kind` field. */
  index?: string
}

const SORTS = {
  latest: ['created_at:desc'],
  uses: ['use_count:desc'],
  views: ['view_count:desc'],
}

/** Filter values are only kinds, tags, language codes and numbers; quotes are escaped anyway. */
function quoted(value: string) {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** The segmented query: each term a phrase of the same tokens the documents were indexed with. */
export function meiliQuery(terms: QueryTerm[]) {
  return terms.map((term) => (term.prefix ? term.tokens[0] : `"${term.tokens.join(' ')}"`)).join(' ')
}

/**
 * Meilisearch over the same segmented fields as the database driver, so both find the same
 * things; display fields ride along. Writes wait for their task, so a removal is visible
 * as soon as it returns.
 */
export class MeilisearchDriver implements SearchDriver {
  readonly name = 'meilisearch' as const
  #ready: Promise<void> | null = null
  readonly #index: string

  constructor(private options: MeilisearchOptions) {
    this.#index = options.index ?? 'docsite_search'
  }

  async #request(method: string, path: string, body?: unknown) {
    const response = await fetch(new URL(path, this.options.host), {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(this.options.apiKey && { Authorization: `Bearer ${this.options.apiKey}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload: any = await response.json().catch(() => ({}))
    if (!response.ok) throw new Error(`Meilisearch ${method} ${path}: ${response.status} ${payload?.message ?? ''}`)
    return payload
  }

  async #task(payload: any) {
    const uid = payload?.taskUid
    if (uid === undefined) return
    for (let waited = 0; waited < 60_000; waited += 50) {
      const task = await this.#request('GET', `/tasks/${uid}`)
      if (task.status === 'succeeded') return
      if (task.status === 'failed' || task.status === 'canceled') {
        throw new Error(`Meilisearch task ${uid}: ${task.error?.message ?? task.status}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`Meilisearch task ${uid} did not finish in time`)
  }

  #setup() {
    this.#ready ??= (async () => {
      await this.#task(await this.#request('POST', '/indexes', { uid: this.#index, primaryKey: 'uid' }).catch(() => null))
      await this.#task(
        await this.#request('PATCH', `/indexes/${this.#index}/settings`, {
          searchableAttributes: ['tok_title', 'tok_keywords', 'tok_description', 'tok_extra', 'tok_body'],
          filterableAttributes: ['kind', 'item_id', 'tag', 'language', 'category_ids', 'category_keys', 'indexed_at', 'created_at'],
          sortableAttributes: ['created_at', 'use_count', 'view_count'],
        })
      )
    })().catch((error) => {
      this.#ready = null
      throw error
    })
    return this.#ready
  }

  async upsert(kind: string, items: SearchItem[], stamp: number) {
    if (items.length === 0) return
    await this.#setup()
    const documents = items.map((item) => {
      const tokens = tokenFields(item)
      return {
        uid: `${kind}-${item.id}`,
        kind,
        item_id: item.id,
        identifier: item.identifier,
        url: item.url,
        title: item.title,
        keywords: item.keywords,
        description: item.description,
        tag: item.tag ?? '',
        language: item.language,
        categories: item.categories,
        category_ids: item.categories.map((category) => category.id),
        category_keys: item.categories.map((category) => `${category.id}:${category.title}`),
        view_count: item.counts?.views ?? 0,
        use_count: item.counts?.uses ?? 0,
        created_at: item.createdAt.getTime(),
        extra: item.extra ?? {},
        indexed_at: stamp,
        tok_title: tokens.title,
        tok_keywords: tokens.keywords,
        tok_description: tokens.description,
        tok_body: tokens.body,
        tok_extra: tokens.extra,
      }
    })
    await this.#task(await this.#request('POST', `/indexes/${this.#index}/documents`, documents))
  }

  async #deleteWhere(filter: string) {
    await this.#setup()
    await this.#task(await this.#request('POST', `/indexes/${this.#index}/documents/delete`, { filter }))
  }

  async remove(kind: string, ids: number[]) {
    if (ids.length === 0) return
    await this.#deleteWhere(`kind = ${quoted(kind)} AND item_id IN [${ids.map(Number).join(', ')}]`)
  }

  async removeStale(kind: string, stamp: number) {
    const before = await this.count(kind)
    await this.#deleteWhere(`kind = ${quoted(kind)} AND indexed_at < ${Number(stamp)}`)
    return Math.max(0, before - (await this.count(kind)))
  }

  async count(kind: string) {
    await this.#setup()
    const result = await this.#request('POST', `/indexes/${this.#index}/search`, { q: '', filter: `kind = ${quoted(kind)}`, limit: 0 })
    return Number(result.estimatedTotalHits ?? result.totalHits ?? 0)
  }

  async search(query: DriverQuery): Promise<DriverResult> {
    await this.#setup()
    const tags = acceptedTags(query.filters)
    const clauses = {
      tag: !tags ? '' : tags.length === 1 ? `tag = ${quoted(tags[0])}` : `tag IN [${tags.map((tag) => quoted(tag)).join(', ')}]`,
      language: query.filters.language ? `language = ${quoted(query.filters.language)}` : '',
      category_keys: query.filters.categoryId ? `category_ids = ${Number(query.filters.categoryId)}` : '',
    }
    // A period bounds what is searched, facets included, like the kind.
    const { from, to } = query.filters.created ?? {}
    const period = [from && `created_at >= ${from.getTime()}`, to && `created_at <= ${to.getTime()}`].filter(Boolean)
    const filterWithout = (omit?: keyof typeof clauses) =>
      [
        `kind = ${quoted(query.kind)}`,
        ...period,
        ...Object.entries(clauses)
          .filter(([name, clause]) => clause && name !== omit)
          .map(([, clause]) => clause),
      ].join(' AND ')
    const common = { q: meiliQuery(query.terms), matchingStrategy: query.mode === 'all' ? 'all' : 'last' }
    const result = await this.#request('POST', `/indexes/${this.#index}/search`, {
      ...common,
      filter: filterWithout(),
      offset: query.offset,
      limit: query.limit,
      facets: ['tag', 'language', 'category_keys'],
      ...(query.sort !== 'relevance' && { sort: SORTS[query.sort] }),
      attributesToRetrieve: ['*'],
    })
    // A facet with an active filter is counted without that filter, so a visitor can switch within it.
    const distribution: Record<string, Record<string, number>> = { ...(result.facetDistribution ?? {}) }
    for (const facet of Object.keys(clauses) as (keyof typeof clauses)[]) {
      if (!clauses[facet]) continue
      const own = await this.#request('POST', `/indexes/${this.#index}/search`, {
        ...common,
        filter: filterWithout(facet),
        limit: 0,
        facets: [facet],
      })
      distribution[facet] = own.facetDistribution?.[facet] ?? {}
    }
    const counted = (facet: Record<string, number> = {}) =>
      Object.entries(facet)
        .map(([value, count]) => ({ value, count: Number(count) }))
        .filter((entry) => entry.value)
        .sort((a, b) => b.count - a.count)
    return {
      total: Number(result.estimatedTotalHits ?? result.totalHits ?? 0),
      hits: (result.hits ?? []).map((hit: any) => ({
        kind: hit.kind,
        id: Number(hit.item_id),
        identifier: hit.identifier,
        url: hit.url,
        title: hit.title,
        keywords: hit.keywords ?? '',
        description: hit.description ?? '',
        tag: hit.tag ?? '',
        language: hit.language ?? '',
        categories: hit.categories ?? [],
        createdAt: new Date(Number(hit.created_at)),
        extra: hit.extra ?? {},
      })),
      facets: {
        tag: counted(distribution.tag),
        language: counted(distribution.language),
        category: counted(distribution.category_keys).map(({ value, count }) => {
          const split = value.indexOf(':')
          return { id: Number(value.slice(0, split)), title: value.slice(split + 1), count }
        }),
      },
    }
  }
}
