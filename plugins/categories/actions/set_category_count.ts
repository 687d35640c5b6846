import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * The plugin that files things under categories recounts from its own rows and hands the total
 * here, inside its transaction when it has one, instead of writing the categories table itself.
 */
export async function setCategoryCount(categoryId: number, total: number, client: TransactionClientContract | typeof db = db) {
  await client.from('categories').where('id', categoryId).update({ doc_count: total })
}
