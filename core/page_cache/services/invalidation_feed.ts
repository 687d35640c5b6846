import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { applyRemoteInvalidation } from './invalidations.js'

const TABLE = 'page_cache_invalidations'
const KEEP_MS = 24 * 60 * 60_000

/** A console or worker process's invalidations, written for the web processes to read. */
export async function writeInvalidations(tags: string[]) {
  await db.table(TABLE).insert({ tags: tags.join(' '), created_at: new Date() })
}

/**
 * The web process's side: every second it applies the rows other processes wrote since the
 * last look, and now and then drops rows older than a day.
 */
export function followInvalidations(everyMs = 1_000) {
  let lastId: number | null = null
  let running = false
  let polls = 0
  let warned = false

  async function poll() {
    if (running) return
    running = true
    try {
      if (lastId === null) {
        const row = await db.from(TABLE).max('id as id').first()
        lastId = Number(row?.id ?? 0)
      }
      const rows: { id: number; tags: string }[] = await db
        .from(TABLE)
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(1000)
        .select('id', 'tags')
      for (const row of rows) {
        applyRemoteInvalidation(row.tags.split(' '), Date.now())
        lastId = Number(row.id)
      }
      if (++polls % 3600 === 0) {
        await db
          .from(TABLE)
          .where('created_at', '<', new Date(Date.now() - KEEP_MS))
          .delete()
      }
    } catch (error) {
      // Before the first migration (a test run, a fresh site) the table is not there yet: no warning for that.
      if (!warned && !isMissingTable(error)) {
        logger.warn({ err: error }, 'page cache: invalidations from other processes could not be read')
        warned = true
      }
    } finally {
      running = false
    }
  }

  const timer = setInterval(poll, everyMs)
  timer.unref()
  return {
    poll,
    stop: () => clearInterval(timer),
  }
}

function isMissingTable(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === 'ER_NO_SUCH_TABLE' || /no such table/.test(message ?? '')
}
