import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Counters on a user that other plugins keep: documents shared, articles published. */
export type UserCounter = 'doc_count' | 'article_count'

/**
 * The owning plugin recounts from its own rows and hands the total here, inside its
 * transaction when it has one, instead of writing the users table itself.
 */
export async function setUserCounter(userId: number, counter: UserCounter, total: number, client: TransactionClientContract | typeof db = db) {
  await client.from('users').where('id', userId).update({ [counter]: total })
}
