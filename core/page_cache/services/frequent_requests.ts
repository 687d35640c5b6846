/** How long a request is remembered, waiting to be asked again. */
const WINDOW_MS = 10 * 60_000
/** About 2 MB of keys at most: a crawler's stream of new requests pushes the oldest out first. */
const MAX_KEYS = 5_000

/** When each request key was last asked, oldest first (a Map keeps insertion order). */
const lastAsked = new Map<string, number>()

/**
 * True when the same request was made within the last minutes; the request is remembered
 * either way. For answers with endless variety (search results): only those asked again are
 * kept, so one-off requests never push the pages everybody visits out of the cache.
 */
export function askedAgain(key: string, now = Date.now()): boolean {
  const before = lastAsked.get(key)
  lastAsked.delete(key)
  lastAsked.set(key, now)
  if (lastAsked.size > MAX_KEYS) lastAsked.delete(lastAsked.keys().next().value!)
  return before !== undefined && now - before <= WINDOW_MS
}

export const frequentRequestLimits = { windowMs: WINDOW_MS, maxKeys: MAX_KEYS }
