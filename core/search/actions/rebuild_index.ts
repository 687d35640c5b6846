import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { searchKind } from '../kinds.js'
import search from '../search_service.js'

export interface RebuildOptions {
  batch?: number
  /** Start over instead of resuming an interrupted run. */
  restart?: boolean
  onStart?: (total: number, done: number) => void
  onProgress?: (done: number) => void
}

export interface RebuildSummary {
  indexed: number
  removed: number
  resumed: boolean
}

function stamped() {
  return DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
}

/**
 * Re-indexes every public item of a kind in batches, over the live index: entries are
 * replaced in place and only those the run did not see are dropped at the end, so search
 * keeps answering throughout. The cursor is saved after each batch; an interrupted run
 * resumes where it stopped.
 */
export async function rebuildIndex(kind: string, options: RebuildOptions = {}): Promise<RebuildSummary> {
  const source = searchKind(kind)
  if (!source) throw new Error(`no search kind "${kind}" is registered`)
  const batch = Math.max(1, options.batch ?? 200)

  let run = await db.from('search_rebuilds').where('kind', kind).first()
  const resumed = Boolean(run && !run.finished_at && !options.restart)
  if (!resumed) {
    const fresh = { kind, stamp: Date.now(), last_id: 0, done: 0, finished_at: null, created_at: stamped(), updated_at: stamped() }
    if (run) await db.from('search_rebuilds').where('kind', kind).update(fresh)
    else await db.table('search_rebuilds').insert(fresh)
    run = fresh
  }
  const stamp = Number(run.stamp)
  let lastId = Number(run.last_id)
  let done = Number(run.done)

  options.onStart?.(done + (await countPublic(source.publicIds, lastId)), done)
  for (;;) {
    const ids = await source.publicIds(lastId, batch)
    if (ids.length === 0) break
    await search.sync(kind, ids, stamp)
    lastId = ids[ids.length - 1]
    done += ids.length
    await db.from('search_rebuilds').where('kind', kind).update({ last_id: lastId, done, updated_at: stamped() })
    options.onProgress?.(done)
  }
  const removed = await search.driver().removeStale(kind, stamp)
  await db.from('search_rebuilds').where('kind', kind).update({ finished_at: stamped(), updated_at: stamped() })
  return { indexed: done, removed, resumed }
}

async function countPublic(publicIds: (afterId: number, limit: number) => Promise<number[]>, afterId: number) {
  let total = 0
  let cursor = afterId
  for (;;) {
    const ids = await publicIds(cursor, 5000)
    if (ids.length === 0) return total
    total += ids.length
    cursor = ids[ids.length - 1]
  }
}
