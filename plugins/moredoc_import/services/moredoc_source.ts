import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const CONNECTION = 'moredoc_source'
const BATCH = 500

export interface MoredocSource {
  client: QueryClientContract
  /** MOREDOC's table prefix (its config's `prefix`, `mnt_` by default) before the model's name. */
  table(name: string): string
  /** The rows of a table in id order, a batch at a time, so a large site is never read at once. */
  rows(name: string, filter?: (query: any) => void): AsyncGenerator<Record<string, any>>
  count(name: string, filter?: (query: any) => void): Promise<number>
  hasTable(name: string): Promise<boolean>
  close(): Promise<void>
}

/** mysql://user:pass@host:port/db as mysql2 connection settings. */
export function parseMysqlUrl(url: string) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`--mysql must look like mysql://user:password@host:3306/database, not "${url}"`)
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''))
  if (!['mysql:', 'mariadb:'].includes(parsed.protocol) || !database) {
    throw new Error(`--mysql must look like mysql://user:password@host:3306/database, not "${url}"`)
  }
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  }
}

/** A read-only use of MOREDOC's database through a Lucid connection added for the run. */
export async function openMoredocSource(url: string, prefix: string): Promise<MoredocSource> {
  const connection = parseMysqlUrl(url)
  if (db.manager.has(CONNECTION)) await db.manager.close(CONNECTION, true)
  // dateStrings: MOREDOC's DATETIME values are copied as the wall-clock times it wrote.
  db.manager.add(CONNECTION, { client: 'mysql2', connection: { ...connection, charset: 'utf8mb4', dateStrings: true } })
  const client = db.connection(CONNECTION)
  try {
    await client.rawQuery('select 1')
  } catch (error) {
    await db.manager.close(CONNECTION, true)
    throw new Error(
      `MOREDOC's database at ${connection.host}:${connection.port}/${connection.database} cannot be read: ${(error as Error).message}`
    )
  }
  const table = (name: string) => `${prefix}${name}`
  return {
    client,
    table,
    async *rows(name, filter) {
      let lastId = 0
      for (;;) {
        const query = client.from(table(name)).where('id', '>', lastId).orderBy('id', 'asc').limit(BATCH)
        filter?.(query)
        const batch: Record<string, any>[] = await query
        for (const row of batch) yield row
        if (batch.length < BATCH) return
        lastId = Number(batch.at(-1)!.id)
      }
    },
    async count(name, filter) {
      const query = client.from(table(name)).count('* as total')
      filter?.(query)
      const [row] = await query
      return Number(row.total)
    },
    async hasTable(name) {
      return client.schema.hasTable(table(name))
    },
    close: () => db.manager.close(CONNECTION, true),
  }
}
