import env from '#start/env'

/**
 * How the page cache behaves (README "Performance"). Off in development, where pages change
 * with the code; PAGE_CACHE=off turns it off anywhere, for a bench of uncached renders.
 */
export const pageCacheOptions = {
  enabled: env.get('PAGE_CACHE', 'on') === 'on' && env.get('NODE_ENV') !== 'development',
  /** With Redis the web nodes share pages, and Bentocache's tags carry invalidations between them. */
  shared: Boolean(env.get('REDIS_HOST')),
  /** A safety net only: every change a page shows invalidates it at once. It also bounds how stale a shown view count gets. */
  ttlSeconds: env.get('PAGE_CACHE_TTL', 600),
  /**
   * Each write is invalidated a second time this long after it: a page whose render began
   * before then and read rows a transaction had not yet committed (the first invalidation goes
   * out as the COMMIT starts), or read another node's settings copy (2 s), is dropped then. A
   * page is judged by when its render began, so a render still running is caught as well.
   */
  reinvalidateAfterMs: 3_000,
  /**
   * An invalidation from another process is applied again this long after it arrives: the
   * sender may be a CLI command that exits before its own second invalidation, and this
   * process's copies of settings (2 s) and plugin states (5 s) follow the database that late.
   */
  remoteReapplyAfterMs: 6_000,
}
