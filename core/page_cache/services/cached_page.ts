/** What a hit must still do, by name (pageCache.onHit), e.g. count the visit to a document. */
export interface HitAction {
  name: string
  argument: string | number
}

/** A stored answer, sent again as it was to every anonymous visitor until a tag of it changes. */
export interface CachedPage {
  status: number
  /** Header name and value pairs, without per-response ones (date, request id, cookies, length). */
  headers: [string, string][]
  /**
   * The text, or base64 for a binary body (an image): either survives JSON in Redis. Kept in
   * this process's memory only, it is the bytes themselves (half the memory of a CJK string).
   */
  body: string | Buffer
  encoding: 'utf8' | 'base64'
  etag: string
  /** When its render began (ms): a tag invalidated since then makes it stale. */
  renderedAt: number
  tags: string[]
  onHit: HitAction[]
}
