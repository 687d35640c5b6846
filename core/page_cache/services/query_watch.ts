import { HttpContext } from '@adonisjs/core/http'
import { invalidateTags, isSilenced } from './invalidations.js'
import { tablesRead, tableWritten } from './table_names.js'
import type { RenderRecorder } from './render_recorder.js'

interface QueryEvent {
  sql: string
  __knexUid?: string
  __knexTxId?: string
}

interface KnexLike {
  on(event: 'query', listener: (query: QueryEvent) => void): unknown
}

/** The recorder of each request whose page may be cached (page_cache_middleware.ts). */
export const recorders = new WeakMap<HttpContext, RenderRecorder>()

/** Tables written inside each open transaction, by connection: invalidated again when it commits. */
const writtenInTransaction = new Map<string, Set<string>>()
const watched = new WeakSet<object>()

/**
 * Every statement on a database connection passes here: a read made while rendering a
 * cacheable page records its tables, a write invalidates the pages that read its table. This
 * covers model saves, query-builder updates and raw statements alike, from any module.
 */
function onQuery(query: QueryEvent) {
  const sql = query.sql
  const written = tableWritten(sql)
  if (written) {
    if (isSilenced()) return
    invalidateTags([written])
    if (query.__knexTxId && query.__knexUid) {
      const tables = writtenInTransaction.get(query.__knexUid) ?? new Set()
      tables.add(written)
      writtenInTransaction.set(query.__knexUid, tables)
    }
    return
  }
  if (query.__knexTxId && query.__knexUid && /^\s*(commit|rollback)\b/i.test(sql)) {
    const tables = writtenInTransaction.get(query.__knexUid)
    writtenInTransaction.delete(query.__knexUid)
    // Other visitors see the writes only now: a page rendered in between read the old rows.
    if (tables && /^\s*commit/i.test(sql)) invalidateTags(tables)
    return
  }
  const ctx = HttpContext.get()
  const recorder = ctx && recorders.get(ctx)
  if (recorder) recorder.read(tablesRead(sql))
}

export function watchQueries(client: KnexLike | undefined) {
  if (!client || watched.has(client)) return
  watched.add(client)
  client.on('query', onQuery)
}
