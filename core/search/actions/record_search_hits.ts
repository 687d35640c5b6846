import logger from '@adonisjs/core/services/logger'
import type { Visitor } from '#core/page_cache/contracts'
import { insertSearchRecords, searchRecordRow, type SearchRecordInput, type SearchRecordRow } from './record_search.js'

/** The page-cache hit action that records a kept search page's search (pageCache.onHit). */
export const SEARCH_HIT = 'search.record'

const FLUSH_MS = 1_000
/** Rows per INSERT: 10 columns each, well under SQLite's bound variables limit. */
const CHUNK = 200
/** Past this many rows waiting (the database stalled under a flood of hits), further hits go unrecorded rather than fill memory. */
const MAX_WAITING = 20_000

let waiting: SearchRecordRow[] = []
let timer: NodeJS.Timeout | null = null
let writing: Promise<void> = Promise.resolve()
let dropped = 0

/** What a kept search page stores for its hits: the search as its render recorded it. */
export function searchHit(input: SearchRecordInput) {
  return { name: SEARCH_HIT, argument: JSON.stringify(input) }
}

/**
 * A hit on a kept search page records the search as an uncached one would (same row, the
 * visitor's address and user agent, the kept answer's total and time), written with the other
 * hits of the second in a few statements: a popular query may be asked thousands of times a second.
 */
export function recordSearchHit(argument: string | number, visitor: Visitor) {
  const row = searchRecordRow({ userId: 0, ip: visitor.ip, userAgent: visitor.userAgent }, JSON.parse(String(argument)))
  if (!row) return
  if (waiting.length >= MAX_WAITING) {
    dropped++
    return
  }
  waiting.push(row)
  if (waiting.length >= CHUNK) void flushSearchHits()
  else timer ??= setTimeout(() => void flushSearchHits(), FLUSH_MS).unref()
}

/** Writes the waiting hits' records (every second, when the process stops, and in tests). */
export function flushSearchHits(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const rows = waiting
  waiting = []
  writing = writing
    .then(async () => {
      for (let start = 0; start < rows.length; start += CHUNK) await insertSearchRecords(rows.slice(start, start + CHUNK))
      if (dropped > 0) logger.warn({ dropped }, 'search: searches served from the page cache went unrecorded, the database fell behind')
      dropped = 0
    })
    .catch((error) => logger.warn({ err: error }, 'search: searches served from the page cache could not be recorded'))
  return writing
}
