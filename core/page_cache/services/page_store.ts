import cache from '@adonisjs/cache/services/main'
import { pageCacheOptions } from '../page_cache_options.js'
import { EVERYTHING, staleSince } from './invalidations.js'
import type { CachedPage } from './cached_page.js'

const encoded = new WeakMap<CachedPage, Buffer>()

/** The cached pages: Bentocache's "pages" store (config/cache.ts), checked against this process's invalidations. */
export const pageStore = {
  async get(key: string): Promise<CachedPage | null> {
    const page = await cache.use('pages').get<CachedPage>({ key })
    if (!page || staleSince(page.tags, page.renderedAt)) return null
    return page
  },

  async put(key: string, page: CachedPage) {
    // Alone, this process's own map of invalidations (checked in get) is the whole truth, and
    // Bentocache's tag checks would only cost time on every hit.
    const tags = pageCacheOptions.shared ? [...page.tags, EVERYTHING] : undefined
    await cache.use('pages').set({ key, value: page, ttl: `${pageCacheOptions.ttlSeconds}s`, tags })
  },

  /** The body's bytes, encoded once per stored page rather than once per hit. */
  bytes(page: CachedPage) {
    let bytes = encoded.get(page)
    if (!bytes) {
      bytes = Buffer.from(page.body)
      encoded.set(page, bytes)
    }
    return bytes
  },

  /** Reaches the other web nodes' pages (a process alone has nothing more to do than invalidations.ts did). */
  async invalidate(tags: string[]) {
    if (pageCacheOptions.shared) await cache.use('pages').deleteByTag({ tags })
  },

  async clear() {
    await cache.use('pages').clear()
  },
}
