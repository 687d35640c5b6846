import db from '@adonisjs/lucid/services/db'
import { addDays, readStamp, today } from '../services/clock.js'
import type { DateRange } from './date_range.js'
import { DAILY_COUNTERS, type DailyCounter } from '../enums/daily_counters.js'

export type DailyRow = { day: string } & Record<DailyCounter, number>

function emptyDay(day: string): DailyRow {
  return { day, ...(Object.fromEntries(DAILY_COUNTERS.map((column) => [column, 0])) as Record<DailyCounter, number>) }
}

/** statistics_daily for every day of the range, zeros where nothing was recorded. */
export async function dailyRows(range: Pick<DateRange, 'start' | 'end' | 'dates'>): Promise<DailyRow[]> {
  const rows = await db
    .from('statistics_daily')
    .whereBetween('day', [range.start, range.end])
    .select('day', ...DAILY_COUNTERS)
  const byDay = new Map(rows.map((row) => [row.day as string, row]))
  return range.dates.map((day) => {
    const row = byDay.get(day)
    if (!row) return emptyDay(day)
    const filled = emptyDay(day)
    for (const column of DAILY_COUNTERS) filled[column] = Number(row[column])
    return filled
  })
}

function sum(rows: DailyRow[], column: DailyCounter) {
  return rows.reduce((total, row) => total + row[column], 0)
}

/**
 * Distinct visitors of a range. Ending today it is exact: every visitor seen since `start`
 * has its latest visit on a day >= start, so the last_seen_visitors of those days add up
 * to them. A range that ends earlier adds the days' own visitors (a visitor of two days
 * counts twice).
 */
export async function visitorsIn(range: DateRange, rows: DailyRow[]) {
  if (!range.toToday) return sum(rows, 'visitors')
  const row = await db.from('statistics_daily').where('day', '>=', range.start).sum('last_seen_visitors as total').first()
  return Number(row?.total ?? 0)
}

/** The figures of a set of days. */
export function figures(rows: DailyRow[]) {
  return {
    page_views: sum(rows, 'page_views'),
    visitors: sum(rows, 'visitors'),
    new_visitors: sum(rows, 'new_visitors'),
    user_visitors: sum(rows, 'user_visitors'),
    bot_views: sum(rows, 'bot_views'),
    document_views: sum(rows, 'document_views'),
    document_downloads: sum(rows, 'document_downloads'),
  }
}

/** When the rollup last ran: the figures include what was recorded up to about then. */
export async function rolledAt() {
  const row = await db.from('statistics_rollup_state').where('name', 'page_views').select('rolled_at').first()
  return row?.rolled_at ? readStamp(row.rolled_at).toISOString() : null
}

/** GET /api/v1/statistics/total: the range's figures, plus today and yesterday. */
export async function siteTotals(range: DateRange) {
  const rows = await dailyRows(range)
  const now = today()
  const recent = await dailyRows({ start: addDays(now, -1), end: now, dates: [addDays(now, -1), now] })
  const totals = figures(rows)
  const visitors = await visitorsIn(range, rows)
  return {
    start_date: range.start,
    end_date: range.end,
    ...totals,
    visitors,
    returning_visitors: Math.max(0, visitors - totals.new_visitors),
    today: figures(recent.slice(1)),
    yesterday: figures(recent.slice(0, 1)),
    rolled_at: await rolledAt(),
  }
}
