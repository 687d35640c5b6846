import { hash } from 'node:crypto'

/**
 * "The same path is recorded once per 30 minutes" (spec §9), kept on the server too, so a
 * client that skips the browser-side check (or a reload storm) is still counted once. An
 * in-memory LRU of visitor+path keys per process: cheap, and good enough with several web
 * nodes, where a repeat that reaches another node within the window is counted again.
 * Keys are kept as their MD5 digest: 24 characters whatever the path's length, in a string of
 * their own (a visitor id sliced from the Cookie header would keep the whole header alive), so
 * a full LRU takes ~19 MB of heap instead of 60-120 MB.
 */
export class RecentViews {
  #seen = new Map<string, number>()

  constructor(
    readonly windowMs: number,
    readonly maxEntries: number
  ) {}

  get size() {
    return this.#seen.size
  }

  /** True the first time a key is seen within the window (and remembers it); false for a repeat. */
  claim(visit: string, now = Date.now()) {
    const key = hash('md5', visit, 'base64')
    const at = this.#seen.get(key)
    if (at !== undefined && now - at < this.windowMs) return false
    // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
    this.#seen.delete(key)
    this.#seen.set(key, now)
    if (this.#seen.size > this.maxEntries) this.#seen.delete(this.#seen.keys().next().value!)
    return true
  }

  clear() {
    this.#seen.clear()
  }
}

export const DEDUP_WINDOW_MS = 30 * 60 * 1000

export const recentViews = new RecentViews(DEDUP_WINDOW_MS, 200_000)
