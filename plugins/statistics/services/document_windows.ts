import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addDays } from './clock.js'
import { addCounts } from './upsert.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/** The quick ranges of spec §9, in days up to today. */
export const WINDOWS = [1, 7, 31, 92, 183, 365]
const STATE = 'document_windows'

export class WindowsMoved extends Error {}

type Counts = { views?: number; downloads?: number }

/** The day the windows end on, or null before the first rollup. */
export async function windowsEnd(client: Pick<TransactionClientContract, 'from'> = db) {
  const row = await client.from('statistics_rollup_state').where('name', STATE).select('day').first()
  return (row?.day as string | null) ?? null
}

/** Claims the move from `from` to `to`; another run that got there first makes this one give up. */
async function claim(trx: TransactionClientContract, from: string | null, to: string) {
  await trx.knexQuery().table('statistics_rollup_state').insert({ name: STATE, last_id: 0 }).onConflict('name').ignore()
  const query = trx.from('statistics_rollup_state').where('name', STATE)
  if (from === null) query.whereNull('day')
  else query.where('day', from)
  const moved = await query.update({ day: to })
  if (affectedRows(moved) !== 1) throw new WindowsMoved()
}

async function rebuild(trx: TransactionClientContract, today: string) {
  await trx.from('statistics_document_windows').delete()
  for (const days of WINDOWS) {
    const rows = await trx
      .from('statistics_daily_documents')
      .whereBetween('day', [addDays(today, 1 - days), today])
      .groupBy('document_id')
      .select('document_id')
      .sum('views as views')
      .sum('downloads as downloads')
    await addCounts(
      trx,
      'statistics_document_windows',
      ['window_days', 'document_id'],
      ['views', 'downloads'],
      rows.map((row) => ({
        window_days: days,
        document_id: Number(row.document_id),
        views: Number(row.views),
        downloads: Number(row.downloads),
      }))
    )
  }
}

/**
 * Moves the windows to end on `today`: each day that leaves a window has its counts taken
 * out of it. Before the first run, or after a year without one, they are summed afresh.
 */
export async function advanceWindows(trx: TransactionClientContract, today: string) {
  const end = await windowsEnd(trx)
  if (end !== null && end >= today) return
  await claim(trx, end, today)
  if (end === null || addDays(end, 366) <= today) {
    await rebuild(trx, today)
    return
  }
  for (let day = addDays(end, 1); day <= today; day = addDays(day, 1)) {
    for (const days of WINDOWS) {
      const leaving = await trx
        .from('statistics_daily_documents')
        .where('day', addDays(day, -days))
        .select('document_id', 'views', 'downloads')
      await addCounts(
        trx,
        'statistics_document_windows',
        ['window_days', 'document_id'],
        ['views', 'downloads'],
        leaving.map((row) => ({
          window_days: days,
          document_id: Number(row.document_id),
          views: -Number(row.views),
          downloads: -Number(row.downloads),
        }))
      )
    }
  }
  await trx.from('statistics_document_windows').where('views', '<=', 0).where('downloads', '<=', 0).delete()
}

/** Adds a chunk's counts (keyed `day|document_id`) to the windows that hold their day. */
export async function addToWindows(trx: TransactionClientContract, counts: Map<string, Counts>) {
  const end = await windowsEnd(trx)
  if (end === null) return
  const rows: Record<string, string | number>[] = []
  for (const [key, value] of counts) {
    const [day, documentId] = key.split('|')
    for (const days of WINDOWS) {
      if (day > end || day < addDays(end, 1 - days)) continue
      rows.push({ window_days: days, document_id: Number(documentId), views: value.views ?? 0, downloads: value.downloads ?? 0 })
    }
  }
  await addCounts(trx, 'statistics_document_windows', ['window_days', 'document_id'], ['views', 'downloads'], rows)
}
