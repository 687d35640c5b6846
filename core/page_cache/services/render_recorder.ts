import { IGNORED_TABLES } from './ignored_tables.js'

/** What a render read, so its page can be stored with the tags that invalidate it. */
export class RenderRecorder {
  readonly startedAt = Date.now()
  /** Settings are read from a short in-memory copy, not always from the database: every page depends on them. */
  readonly tables = new Set<string>(['settings'])
  /** The name of a table no write invalidates (ignored_tables.ts), when the render read one. */
  unwatchedRead: string | null = null

  read(tables: string[]) {
    for (const table of tables) {
      if (IGNORED_TABLES.has(table)) this.unwatchedRead ??= table
      else this.tables.add(table)
    }
  }
}
