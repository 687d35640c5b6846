import { AsyncLocalStorage } from 'node:async_hooks'
import { IGNORED_TABLES } from './ignored_tables.js'
import { pageCacheOptions } from '../page_cache_options.js'

/** Every cached page depends on this tag as well: plugin switches and "clear everything" invalidate it. */
export const EVERYTHING = '*'

type Publisher = (tags: string[]) => Promise<void>

/** When each tag was last invalidated in this process (ms), read on every hit. */
const invalidatedAt = new Map<string, number>()
const silence = new AsyncLocalStorage<true>()
let pending = new Set<string>()
let flushScheduled = false
let publish: Publisher | null = null
const sending = new Set<Promise<void>>()

/**
 * Where a batch of invalidated tags goes beyond this process's map: Redis's channel to the
 * other nodes (shared_invalidations.ts) or, alone on one machine, from a console or worker
 * process, the table the web process polls. Set by the module at boot.
 */
export function publishInvalidationsWith(publisher: Publisher | null) {
  publish = publisher
}

/** Writes inside `fn` invalidate nothing: a view count changes on every visit and a cached page may show an older one. */
export function withoutInvalidation<T>(fn: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a query builder runs when awaited, which must happen within the silence.
  return silence.run(true, async () => await fn())
}

export function isSilenced() {
  return silence.getStore() === true
}

/** Marks tags stale in this process at once; the batch reaches the other processes on the next tick, and again a little later. */
export function invalidateTags(tags: Iterable<string>) {
  const now = Date.now()
  for (const tag of tags) {
    if (IGNORED_TABLES.has(tag)) continue
    invalidatedAt.set(tag, now)
    pending.add(tag)
  }
  if (pending.size === 0 || flushScheduled) return
  flushScheduled = true
  setImmediate(flush)
}

/** Marks tags stale in this process only (an invalidation another process published). */
export function markStaleHere(tags: Iterable<string>) {
  markStaleAt(tags, Date.now())
}

/** The same, as of a given time; a later invalidation already known stays. */
export function markStaleAt(tags: Iterable<string>, at: number) {
  for (const tag of tags) {
    if ((invalidatedAt.get(tag) ?? 0) < at) invalidatedAt.set(tag, at)
  }
}

function flush() {
  flushScheduled = false
  const tags = [...pending]
  pending = new Set()
  if (tags.length === 0) return
  send(tags)
  // A page another node rendered from data read just before this write (or before its commit
  // was visible) was stored after the first invalidation: this second one removes it.
  setTimeout(() => {
    markStaleHere(tags)
    send(tags)
  }, pageCacheOptions.reinvalidateAfterMs).unref()
}

/**
 * Through the publisher set now: none once the process is shutting down, since a write after
 * the database closed would open a connection again and keep a finished CLI command alive.
 */
function send(tags: string[]) {
  if (!publish) return
  const sent = publish(tags)
    .catch(() => {})
    .finally(() => sending.delete(sent))
  sending.add(sent)
}

/** At shutdown, before the database and Redis close: the batch not sent yet goes out, and every send in flight ends. */
export async function settleInvalidations() {
  if (pending.size > 0) flush()
  await Promise.all([...sending])
}

/** An invalidation another process sent (the polled table, Redis): marked now and once more a little later. */
export function applyRemoteInvalidation(tags: string[], at: number) {
  markStaleAt(tags, at)
  setTimeout(() => markStaleHere(tags), pageCacheOptions.remoteReapplyAfterMs).unref()
}

/** True when one of the tags was invalidated at or after `since` in this process. */
export function staleSince(tags: readonly string[], since: number) {
  for (const tag of tags) {
    const at = invalidatedAt.get(tag)
    if (at !== undefined && at >= since) return true
  }
  const everything = invalidatedAt.get(EVERYTHING)
  return everything !== undefined && everything >= since
}
