import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#core/kernel/database/affected_rows'

const TABLE = 'assistant_usage'

/** What a member used on a day: AI tokens (reserved and spent) and chat files uploaded. */
export type UsageCounter = 'tokens' | 'files' | 'file_bytes'
export type UsageAmounts = Partial<Record<UsageCounter, number>>

/** The day a use counts on: the server's local date. A reservation and its settlement name the same day. */
export function usageDay(at = DateTime.now()) {
  return at.toISODate()!
}

export async function usageOn(userId: number, day = usageDay()) {
  const row = await db.from(TABLE).where('user_id', userId).where('day', day).first()
  return { tokens: Number(row?.tokens ?? 0), files: Number(row?.files ?? 0), file_bytes: Number(row?.file_bytes ?? 0) }
}

/**
 * Adds the amounts to the member's day unless one of them would pass its limit. Check and count
 * are one conditional UPDATE, so parallel requests can never together take more than the limit.
 */
export async function takeUsage(userId: number, day: string, amounts: UsageAmounts, limits: UsageAmounts) {
  await db
    .knexQuery()
    .table(TABLE)
    .insert({ user_id: userId, day, tokens: 0, files: 0, file_bytes: 0 })
    .onConflict(['user_id', 'day'])
    .ignore()
  const query = db.from(TABLE).where('user_id', userId).where('day', day)
  const entries = Object.entries(amounts) as [UsageCounter, number][]
  for (const [counter, amount] of entries) {
    const limit = limits[counter]
    if (limit !== undefined) query.whereRaw('?? + ? <= ?', [counter, amount, limit])
  }
  const changed = await query.update(Object.fromEntries(entries.map(([counter, amount]) => [counter, db.raw('?? + ?', [counter, amount])])))
  return affectedRows(changed) === 1
}

/** Moves the member's day by the amounts (negative gives back), never below 0. */
export async function adjustUsage(userId: number, day: string, amounts: UsageAmounts) {
  const entries = (Object.entries(amounts) as [UsageCounter, number][]).filter(([, amount]) => amount !== 0)
  if (!entries.length) return
  await db
    .from(TABLE)
    .where('user_id', userId)
    .where('day', day)
    .update(
      Object.fromEntries(
        entries.map(([counter, amount]) => [
          counter,
          db.raw('case when ?? + ? < 0 then 0 else ?? + ? end', [counter, amount, counter, amount]),
        ])
      )
    )
}
