import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const BATCH = 200

/**
 * INSERT ... ON CONFLICT adding the new counts to the stored ones (ON DUPLICATE KEY UPDATE
 * on MySQL), a batch of rows per statement. Rows must all carry every key and counter.
 */
export async function addCounts(
  trx: TransactionClientContract,
  table: string,
  keys: string[],
  counters: readonly string[],
  rows: Record<string, string | number>[]
) {
  if (!rows.length) return
  const mysql = trx.dialect.name === 'mysql'
  const merge = Object.fromEntries(
    counters.map((column) => [column, trx.knexRawQuery(mysql ? '?? + VALUES(??)' : '?? + excluded.??', [column, column])])
  )
  await upsertRows(trx, table, keys, merge, rows)
}

/** INSERT ... ON CONFLICT replacing the listed columns (the stored row's others stay), or setting them as `replace` says. */
export async function upsertRows(
  trx: TransactionClientContract,
  table: string,
  keys: string[],
  replace: string[] | Record<string, unknown>,
  rows: Record<string, unknown>[]
) {
  for (let index = 0; index < rows.length; index += BATCH) {
    await trx
      .knexQuery()
      .table(table)
      .insert(rows.slice(index, index + BATCH))
      .onConflict(keys)
      .merge(replace)
  }
}
