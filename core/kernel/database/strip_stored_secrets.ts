import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { stripUrlSecrets } from '#core/kernel/http/strip_url_secrets'

const BATCH = 500

/**
 * Rewrites the stored URLs of a table without their secret parameters (see
 * stripUrlSecrets), for migrations that clean what was recorded before. Only rows whose
 * columns hold a query or a fragment are read, in id order and batches, so a large table
 * is never loaded at once; plain SQL, so SQLite and MySQL alike.
 */
export async function stripStoredSecrets(client: QueryClientContract, table: string, columns: string[]) {
  let lastId = 0
  let changed = 0
  for (;;) {
    const rows = await client
      .from(table)
      .where('id', '>', lastId)
      .where((dirty) => {
        for (const column of columns) dirty.orWhere(column, 'like', '%?%').orWhere(column, 'like', '%#%')
      })
      .orderBy('id', 'asc')
      .limit(BATCH)
      .select('id', ...columns)
    if (!rows.length) return changed
    for (const row of rows) {
      const update: Record<string, string> = {}
      for (const column of columns) {
        const value = row[column]
        if (typeof value === 'string' && stripUrlSecrets(value) !== value) update[column] = stripUrlSecrets(value)
      }
      if (Object.keys(update).length) {
        await client.from(table).where('id', row.id).update(update)
        changed += 1
      }
    }
    lastId = Number(rows[rows.length - 1].id)
  }
}
