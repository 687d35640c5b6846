import env from '#start/env'
import { defineConfig, store, drivers } from '@adonisjs/cache'
import type { InferStores } from '@adonisjs/cache/types'

/** Pages kept in this process: about 80 KB each, so the default holds ~40 MB at most. */
export const PAGE_CACHE_MAX_PAGES = env.get('PAGE_CACHE_MAX_PAGES', 500)

/**
 * The page cache for anonymous visitors (core/page_cache). In memory by default; with Redis,
 * a page one web node rendered is served by the others too (each entry is checked against the
 * invalidations, which core/page_cache shares through Redis itself). Entries stay unserialised
 * in memory: a hit hands out the stored object as it is.
 */
function pagesStore() {
  const pages = store().useL1Layer(drivers.memory({ maxItems: PAGE_CACHE_MAX_PAGES, serialize: false }))
  if (!env.get('REDIS_HOST')) return pages
  return pages.useL2Layer(drivers.redis({ connectionName: 'main' }))
}

const cacheConfig = defineConfig({
  default: 'pages',
  stores: { pages: pagesStore() },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
