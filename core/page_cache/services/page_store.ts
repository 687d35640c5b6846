import cache from '@adonisjs/cache/services/main'
import { pageCacheOptions } from '../page_cache_options.js'
import { staleSince } from './invalidations.js'
import type { CachedPage } from './cached_page.js'

const encoded = new WeakMap<CachedPage, Buffer>()

/**
 * The cached pages: Bentocache's "pages" store (config/cache.ts), each checked against the
 * invalidations this process knows (its own writes, and other nodes' through Redis or the
 * polled table), which tell whether a tag changed after the page's render began.
 */
export const pageStore = {
  async get(key: string): Promise<CachedPage | null> {
    const page = await cache.use('pages').get<CachedPage>({ key })
    if (!page || staleSince(page.tags, page.renderedAt)) return null
    return page
  },

  /** Kept for the TTL, or until `deadline` (ms) when the page changes by the clock before that. */
  async put(key: string, page: CachedPage, deadline?: number) {
    const ttl = Math.min(pageCacheOptions.ttlSeconds * 1000, deadline === undefined ? Infinity : deadline - Date.now())
    if (ttl <= 0) return
    const value = pageCacheOptions.shared ? page : { ...page, body: Buffer.from(page.body as string, page.encoding) }
    await cache.use('pages').set({ key, value, ttl })
  },

  /** The body's bytes, encoded once per stored page rather than once per hit. */
  bytes(page: CachedPage) {
    if (Buffer.isBuffer(page.body)) return page.body
    let bytes = encoded.get(page)
    if (!bytes) {
      bytes = Buffer.from(page.body, page.encoding)
      encoded.set(page, bytes)
    }
    return bytes
  },

  async clear() {
    await cache.use('pages').clear()
  },
}
