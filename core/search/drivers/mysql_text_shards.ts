import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * MySQL/MariaDB keep the full text of the entries in tables of TEXT_SHARD_SIZE entries each
 * (search_text_0 holds entries 1–9,999, search_text_1 the next ten thousand...), each with
 * its own FULLTEXT index. InnoDB's FULLTEXT reads every matching row before it can sort or
 * stop: a common word over one table of 100,000 bodies costs over a second, over the newest
 * shard ten milliseconds. A search walks the shards newest first and stops once it holds
 * enough matches; a rare word walks them all, each at the cost of its few matches.
 */
export const TEXT_SHARD_SIZE = 10_000

export function shardOf(entryId: number, size = TEXT_SHARD_SIZE) {
  return Math.floor(entryId / size)
}

export function shardTable(shard: number) {
  return `search_text_${shard}`
}

export function createShardSql(shard: number) {
  const table = shardTable(shard)
  return `CREATE TABLE IF NOT EXISTS ${table} (entry_id INT UNSIGNED NOT NULL PRIMARY KEY, tok LONGTEXT NOT NULL, FULLTEXT INDEX ${table}_fulltext (tok)) ENGINE=InnoDB`
}

export function isMissingTable(error: unknown) {
  return (error as { code?: string })?.code === 'ER_NO_SUCH_TABLE'
}

/** Every shard table the database holds, by number. */
export async function existingShards(client: QueryClientContract) {
  const result = await client.rawQuery(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE 'search\\_text\\_%'"
  )
  const rows: { name?: string; NAME?: string; TABLE_NAME?: string }[] = Array.isArray(result?.[0]) ? result[0] : []
  return rows
    .map((row) => Number(String(row.name ?? row.NAME ?? row.TABLE_NAME ?? '').replace('search_text_', '')))
    .filter((shard) => Number.isInteger(shard) && shard >= 0)
    .sort((a, b) => a - b)
}
