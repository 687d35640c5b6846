import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { addDays, dayOf } from '../services/clock.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

const CHUNK = 10_000
const VISITOR_CHUNK = 5000

/** Visitors are kept at least a year: the 近一年 range counts them. */
const VISITOR_KEEP_DAYS = 366

/**
 * Deletes the raw events of one table older than the cutoff, in id ranges of CHUNK rows so
 * no statement holds the table for long; only rows the rollup has already counted (ids up
 * to its watermark).
 */
async function purgeTable(table: string, watermarkName: string, cutoff: string) {
  const state = await db.from('statistics_rollup_state').where('name', watermarkName).select('last_id').first()
  const counted = Number(state?.last_id ?? 0)
  const boundary = await db.from(table).where('created_at', '<', cutoff).max('id as id').first()
  const upper = Math.min(counted, Number(boundary?.id ?? 0))
  const lowest = await db.from(table).min('id as id').first()
  let deleted = 0
  for (let low = Number(lowest?.id ?? 0); low && low <= upper; low += CHUNK) {
    const high = Math.min(low + CHUNK - 1, upper)
    deleted += affectedRows(await db.from(table).whereBetween('id', [low, high]).where('created_at', '<', cutoff).delete())
  }
  return deleted
}

/**
 * The statistics.purge job: raw page views and document events older than
 * statistics.retention_days go (the daily aggregates stay), and so do visitors not seen for
 * a year or the retention, whichever is longer.
 */
export async function purgeEvents(now = new Date()) {
  const retention = Math.max(1, Number(await settings.get('statistics', 'retention_days')) || 90)
  const cutoff = `${addDays(dayOf(now), -retention)} 00:00:00`
  const pageViews = await purgeTable('statistics_page_views', 'page_views', cutoff)
  const documentEvents = await purgeTable('statistics_document_events', 'document_events', cutoff)

  const visitorCutoff = `${addDays(dayOf(now), -Math.max(retention, VISITOR_KEEP_DAYS))} 00:00:00`
  let visitors = 0
  while (true) {
    const ids = (await db.from('statistics_visitors').where('last_seen_at', '<', visitorCutoff).limit(VISITOR_CHUNK).select('id')).map(
      (row) => row.id
    )
    if (!ids.length) break
    visitors += affectedRows(await db.from('statistics_visitors').whereIn('id', ids).delete())
    if (ids.length < VISITOR_CHUNK) break
  }
  return { pageViews, documentEvents, visitors }
}
