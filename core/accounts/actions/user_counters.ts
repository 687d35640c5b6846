import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows } from '#core/kernel/database/affected_rows'

type Client = TransactionClientContract | typeof db

/**
 * The counters on a user's row, public fields of the user. Accounts owns the columns; the
 * plugin that owns what is counted (documents, articles, the credit ledger, ...) keeps the
 * value through these functions, inside its transaction when it has one.
 */
export type UserCounter =
  'doc_count' | 'article_count' | 'favorite_count' | 'comment_count' | 'follow_count' | 'fans_count' | 'credit_count'

/** A recount from the owner's own rows. */
export async function setUserCounter(userId: number, counter: UserCounter, total: number, client: Client = db) {
  await client
    .from('users')
    .where('id', userId)
    .update({ [counter]: total })
}

/**
 * Moves a counter by `delta` in one statement, so concurrent moves can never take it below
 * `floor` (a balance that must not be overdrawn): 'refused' when it would, 'missing' when there
 * is no such user; nothing changed in either case.
 */
export async function moveUserCounter(
  userId: number,
  counter: UserCounter,
  delta: number,
  options: { client?: Client; floor?: number } = {}
): Promise<'moved' | 'refused' | 'missing'> {
  const client = options.client ?? db
  const query = client.from('users').where('id', userId)
  if (options.floor !== undefined && delta < 0) query.where(counter, '>=', options.floor - delta)
  const affected = await query.increment(counter, delta)
  if (affectedRows(affected) === 1) return 'moved'
  return (await userCounter(userId, counter, { client })) === null ? 'missing' : 'refused'
}

/**
 * A counter's value, or null when there is no such user. `forUpdate` locks the user's row until
 * the transaction ends: work that checks and then moves a counter queues per user.
 */
export async function userCounter(userId: number, counter: UserCounter, options: { client?: Client; forUpdate?: boolean } = {}) {
  const query = (options.client ?? db).from('users').where('id', userId).select(counter)
  if (options.forUpdate) query.forUpdate()
  const row = await query.first()
  return row ? Number(row[counter]) : null
}
