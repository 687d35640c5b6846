import { HttpContext } from '@adonisjs/core/http'
import { allowedPages, pageDeadlines } from './services/allowed_pages.js'
import { recorders } from './services/query_watch.js'
import { hitActions } from './services/hit_actions.js'
import { BatchedCounter, flushCounters } from './services/batched_counter.js'
import { EVERYTHING, invalidateTags, withoutInvalidation } from './services/invalidations.js'
import { askedAgain } from './services/frequent_requests.js'
import { anonymousRequestKey } from './services/request_key.js'
import { invalidateWithin } from './services/deferred_invalidations.js'
import type { HitAction } from './services/cached_page.js'
import type { HitHandler } from './services/hit_actions.js'
import type { Visitor } from './services/visitor.js'

/**
 * What modules and plugins use of the page cache for anonymous visitors. A controller lets
 * its answer be kept; what the page read decides what invalidates it (every database write
 * to one of those tables does, from any process), so nothing else needs telling:
 *
 *   pageCache.allow(ctx, { name: 'documents.view', argument: document.id })
 *   pageCache.onHit('documents.view', (id) => countView(Number(id)))      // from boot
 *   pageCache.onHit('search.record', (words, visitor) => record(words, visitor.ip, visitor.userAgent))
 *   await pageCache.withoutInvalidation(() => countTheVisit(id))       // a write kept pages need not show
 */
export const pageCache = {
  /** An anonymous visitor's answer to this request may be served to the next ones, each hit doing `onHit`. */
  allow(ctx: HttpContext, ...onHit: HitAction[]) {
    allowedPages.set(ctx, onHit)
  },
  /**
   * The same, but only once this very request was made before within some minutes
   * (frequent_requests.ts): for answers with endless variety, such as search results, so a
   * crawler's thousands of one-off requests never push the pages everybody visits out.
   */
  allowWhenAskedAgain(ctx: HttpContext, ...onHit: HitAction[]) {
    if (!recorders.has(ctx)) return
    const key = anonymousRequestKey(ctx.request.request)
    if (key && askedAgain(key)) allowedPages.set(ctx, onHit)
  },
  /** True for a request whose answer may be kept, if the route allows it: an anonymous GET, with the cache on. */
  isAnonymousVisit(ctx: HttpContext) {
    return recorders.has(ctx)
  },
  onHit: hitActions.register,
  /**
   * What the current render shows changes at this time by the clock alone, with no write (an
   * advertisement's start or end): a page kept from it expires then.
   */
  changesAt(when: Date) {
    const ctx = HttpContext.get()
    if (!ctx || !recorders.has(ctx)) return
    const known = pageDeadlines.get(ctx)
    if (known === undefined || when.getTime() < known) pageDeadlines.set(ctx, when.getTime())
  },
  withoutInvalidation,
  /**
   * For a table written on many visits (wrapped in withoutInvalidation) that a few pages show in
   * aggregate: the pages that read it are invalidated within `withinMs` of the first such write.
   */
  invalidateWithin,
  /** For what pages show and no database write changes (a file on disk, a configuration reload). */
  invalidateEverything() {
    invalidateTags([EVERYTHING])
  },
}

export { BatchedCounter, flushCounters }
export type { HitAction, HitHandler, Visitor }
