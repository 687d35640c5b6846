/** The part of a better-sqlite3 connection the cache wraps. */
interface PreparingConnection {
  prepare(sql: string): unknown
}

/** Enough for every query the site runs over and over; queries with values in their SQL come and go. */
const STATEMENTS_KEPT = 300

/**
 * knex's better-sqlite3 client prepares every query it runs, and preparing (SQLite parsing
 * and planning the SQL) was about a twentieth of a page view's CPU time: the connection keeps
 * the statements it prepared, by their SQL, most recently used first, and hands the same one
 * back. knex runs a statement to completion (all or run, never iterate) before the next query
 * starts, so one statement serves every query with that SQL; SQLite prepares it again by
 * itself when the schema changes.
 */
export function cachePreparedStatements(connection: PreparingConnection, kept = STATEMENTS_KEPT) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, unknown>()
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement) {
      statements.delete(sql)
    } else {
      statement = prepare(sql)
      if (statements.size >= kept) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }
}
