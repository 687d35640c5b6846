import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DocumentAction } from '../enums/page_types.js'
import { dayOf, readStamp, stampOf } from '../services/clock.js'
import { addToWindows, advanceWindows, WindowsMoved } from '../services/document_windows.js'
import { flushEventBuffers, type PageViewColumns } from '../services/event_buffer.js'
import { sourceOf } from '../services/sources.js'
import { addCounts, upsertRows } from '../services/upsert.js'
import { summarizeAgent } from '../services/user_agent.js'
import { affectedRows } from '#core/kernel/database/affected_rows'
import { DAILY_COUNTERS } from '../enums/daily_counters.js'

const CHUNK = 5000
/**
 * Rows younger than this wait for the next run. Each web node inserts its own batches, so
 * on MySQL a batch with smaller ids can commit a moment after one with larger ids; reading
 * only rows this old (and stopping at the first younger one) never steps over a row that
 * is still being written.
 */
export const ROLLUP_LAG_MS = 10_000

class WatermarkMoved extends Error {}

type Counters = Record<string, number>

function bump(map: Map<string, Counters>, key: string, column: string, by = 1) {
  let counters = map.get(key)
  if (!counters) map.set(key, (counters = {}))
  counters[column] = (counters[column] ?? 0) + by
}

/** Adds counters keyed `day|...` to a daily table: every counter present, zeros included. */
function addFolded(trx: TransactionClientContract, table: string, keys: string[], counters: readonly string[], map: Map<string, Counters>) {
  const rows = [...map].map(([key, values]) => {
    const parts = key.split('|')
    const row: Record<string, string | number> = {}
    keys.forEach((name, index) => (row[name] = /_id$/.test(name) ? Number(parts[index]) : parts[index]))
    for (const counter of counters) row[counter] = values[counter] ?? 0
    return row
  })
  return addCounts(trx, table, keys, counters, rows)
}

/** What both rollups add: the site's daily counters and each document's, moving windows included. */
async function addDailyAndDocumentCounts(
  trx: TransactionClientContract,
  today: string,
  daily: Map<string, Counters>,
  documents: Map<string, Counters>
) {
  await advanceWindows(trx, today)
  await addFolded(trx, 'statistics_daily', ['day'], DAILY_COUNTERS, daily)
  await addFolded(trx, 'statistics_daily_documents', ['day', 'document_id'], ['views', 'downloads'], documents)
  await addToWindows(trx, documents)
}

const stampText = (value: string | Date) => (typeof value === 'string' ? value : stampOf(readStamp(value)))

async function watermark(name: string) {
  await db.knexQuery().table('statistics_rollup_state').insert({ name, last_id: 0 }).onConflict('name').ignore()
  const row = await db.from('statistics_rollup_state').where('name', name).select('last_id').firstOrFail()
  return Number(row.last_id)
}

/** Moves the watermark inside the writing transaction; a run that lost the race writes nothing. */
async function advance(trx: TransactionClientContract, name: string, from: number, to: number) {
  const moved = await trx
    .from('statistics_rollup_state')
    .where({ name, last_id: from })
    .update({ last_id: to, rolled_at: stampOf(new Date()) })
  if (affectedRows(moved) !== 1) throw new WatermarkMoved()
}

/** The next rows after the watermark that are old enough, in id order. */
async function nextRows<Row extends { id: number | string; created_at: string | Date }>(
  table: string,
  columns: string[],
  after: number,
  cutoff: string
): Promise<Row[]> {
  const rows = (await db
    .from(table)
    .where('id', '>', after)
    .orderBy('id')
    .limit(CHUNK)
    .select(['id', 'created_at', ...columns])) as Row[]
  const young = rows.findIndex((row) => stampText(row.created_at) >= cutoff)
  return young === -1 ? rows : rows.slice(0, young)
}

/** A buffered page view as the database gives it back. */
interface PageViewRaw extends PageViewColumns {
  id: number
  is_bot: number | boolean
  created_at: string | Date
}

interface VisitorState {
  visitor_id: string
  user_id: number
  ip: string
  user_agent: string
  browser: string
  os: string
  device: string
  is_bot: number
  page_views: number
  last_url: string
  first_seen_at: string
  last_seen_at: string
}

async function loadVisitors(ids: string[]) {
  const found = new Map<string, VisitorState>()
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await db
      .from('statistics_visitors')
      .whereIn('visitor_id', ids.slice(index, index + 500))
      .select(
        'visitor_id',
        'user_id',
        'ip',
        'user_agent',
        'browser',
        'os',
        'device',
        'is_bot',
        'page_views',
        'last_url',
        'first_seen_at',
        'last_seen_at'
      )
    for (const row of rows) {
      found.set(row.visitor_id, {
        ...row,
        is_bot: Number(row.is_bot),
        page_views: Number(row.page_views),
        first_seen_at: stampText(row.first_seen_at),
        last_seen_at: stampText(row.last_seen_at),
      })
    }
  }
  return found
}

/**
 * Folds one chunk of page views into the daily tables and the visitors table. A visitor is
 * counted on a day by its first view of that day; its latest day moves in the
 * last_seen_visitors column, so "visitors of the last N days" is one sum over N rows.
 * Bots add to bot_views only.
 */
async function rollupPageViews(cutoff: string, today: string) {
  const from = await watermark('page_views')
  const rows = await nextRows<PageViewRaw>(
    'statistics_page_views',
    ['visitor_id', 'user_id', 'url', 'page_type', 'item_id', 'referer', 'ip', 'user_agent', 'is_bot', 'day'],
    from,
    cutoff
  )
  if (!rows.length) return 0

  const daily = new Map<string, Counters>()
  const pageTypes = new Map<string, Counters>()
  const documents = new Map<string, Counters>()
  const dimensions = new Map<string, Counters>()
  const visitors = await loadVisitors([...new Set(rows.map((row) => row.visitor_id))])
  const touched = new Set<string>()

  for (const row of rows) {
    const bot = Number(row.is_bot) === 1
    const at = stampText(row.created_at)
    const day = row.day
    const userId = Number(row.user_id)
    if (bot) {
      bump(daily, day, 'bot_views')
    } else {
      bump(daily, day, 'page_views')
      bump(pageTypes, `${day}|${row.page_type}`, 'views')
      if (row.page_type === 'document' && Number(row.item_id) > 0) {
        bump(documents, `${day}|${row.item_id}`, 'views')
        bump(daily, day, 'document_views')
      }
      const source = sourceOf(row.referer)
      if (source) bump(dimensions, `${day}|source|${source}`, 'count')
    }

    let visitor = visitors.get(row.visitor_id)
    const isNew = !visitor
    if (!visitor) {
      const agent = summarizeAgent(row.user_agent, bot)
      visitor = {
        visitor_id: row.visitor_id,
        user_id: userId,
        ip: row.ip,
        user_agent: row.user_agent,
        ...agent,
        is_bot: bot ? 1 : 0,
        page_views: 0,
        last_url: row.url,
        first_seen_at: at,
        last_seen_at: '',
      }
      visitors.set(row.visitor_id, visitor)
    }
    touched.add(row.visitor_id)
    visitor.page_views += 1
    visitor.last_url = row.url
    visitor.ip = row.ip
    if (userId > 0) visitor.user_id = userId

    // A person's visitor row moves with their own views only; a crawler's with every view.
    if (bot && !visitor.is_bot) continue
    const lastDay = visitor.last_seen_at.slice(0, 10)
    if (!visitor.is_bot && (isNew || lastDay < day)) {
      bump(daily, day, 'visitors')
      if (isNew) bump(daily, day, 'new_visitors')
      if (userId > 0) bump(daily, day, 'user_visitors')
      if (lastDay) bump(daily, lastDay, 'last_seen_visitors', -1)
      bump(daily, day, 'last_seen_visitors')
      for (const dimension of ['browser', 'os', 'device'] as const) bump(dimensions, `${day}|${dimension}|${visitor[dimension]}`, 'count')
    }
    if (at > visitor.last_seen_at) {
      visitor.last_seen_at = at
      if (visitor.user_agent !== row.user_agent) {
        Object.assign(visitor, { user_agent: row.user_agent, ...summarizeAgent(row.user_agent, Boolean(visitor.is_bot)) })
      }
    }
  }

  const to = Number(rows[rows.length - 1].id)
  await db.transaction(async (trx) => {
    await advance(trx, 'page_views', from, to)
    await addDailyAndDocumentCounts(trx, today, daily, documents)
    await addFolded(trx, 'statistics_daily_page_types', ['day', 'page_type'], ['views'], pageTypes)
    await addFolded(trx, 'statistics_daily_dimensions', ['day', 'dimension', 'value'], ['count'], dimensions)
    await upsertRows(
      trx,
      'statistics_visitors',
      ['visitor_id'],
      ['user_id', 'ip', 'user_agent', 'browser', 'os', 'device', 'is_bot', 'page_views', 'last_url', 'last_seen_at'],
      [...touched].map((id) => {
        const visitor = visitors.get(id)!
        return { ...visitor, last_seen_at: visitor.last_seen_at || visitor.first_seen_at }
      })
    )
  })
  return rows.length
}

interface DocumentEventRaw {
  id: number
  document_id: number
  action: number
  is_bot: number | boolean
  day: string
  created_at: string | Date
}

/** Folds one chunk of document events (views from apps, downloads) into the daily tables. */
async function rollupDocumentEvents(cutoff: string, today: string) {
  const from = await watermark('document_events')
  const rows = await nextRows<DocumentEventRaw>('statistics_document_events', ['document_id', 'action', 'is_bot', 'day'], from, cutoff)
  if (!rows.length) return 0
  const daily = new Map<string, Counters>()
  const documents = new Map<string, Counters>()
  for (const row of rows) {
    if (Number(row.is_bot) === 1) continue
    const download = Number(row.action) === DocumentAction.Download
    bump(documents, `${row.day}|${row.document_id}`, download ? 'downloads' : 'views')
    bump(daily, row.day, download ? 'document_downloads' : 'document_views')
  }
  const to = Number(rows[rows.length - 1].id)
  await db.transaction(async (trx) => {
    await advance(trx, 'document_events', from, to)
    await addDailyAndDocumentCounts(trx, today, daily, documents)
  })
  return rows.length
}

async function drain(step: (cutoff: string, today: string) => Promise<number>, cutoff: string, today: string) {
  let total = 0
  while (true) {
    let done: number
    try {
      done = await step(cutoff, today)
    } catch (error) {
      // Another node's run got there first: it has these rows.
      if (error instanceof WatermarkMoved || error instanceof WindowsMoved) return total
      throw error
    }
    total += done
    if (done < CHUNK) return total
  }
}

/**
 * The statistics.rollup job: everything recorded up to `lagMs` ago is added to the daily
 * aggregates, incrementally from where the last run stopped (so yesterday's late rows and
 * today's land on their own days). Safe to run on several nodes at once.
 */
export async function rollupEvents(options: { lagMs?: number; now?: Date } = {}) {
  await flushEventBuffers()
  const now = options.now ?? new Date()
  const cutoff = stampOf(new Date(now.getTime() - (options.lagMs ?? ROLLUP_LAG_MS)))
  // A cutoff of "now" must still take the rows of this very second.
  const inclusive = options.lagMs === 0 ? stampOf(new Date(now.getTime() + 1000)) : cutoff
  const today = dayOf(now)
  // The windows move at midnight even when nothing was recorded.
  await db
    .transaction((trx) => advanceWindows(trx, today))
    .catch((error) => {
      if (!(error instanceof WindowsMoved)) throw error
    })
  return {
    pageViews: await drain(rollupPageViews, inclusive, today),
    documentEvents: await drain(rollupDocumentEvents, inclusive, today),
  }
}
