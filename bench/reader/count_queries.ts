/**
 * Preloaded into a server by bench/reader/ssr_uncached.ts (`node --import <this file>`): counts
 * the SQL statements the server runs on SQLite (better-sqlite3, which knex uses) and the time
 * spent preparing and running them, and on SIGUSR2 writes
 * { total, statements: { sql: [count, ms] } } to the file in COUNT_QUERIES_FILE, so the bench can
 * tell how many queries one page view costs and what they cost.
 *
 * better-sqlite3 is resolved from the server's working directory: a baseline checkout has its
 * own node_modules, hence its own copy of the module.
 *
 * SIGINT ends the server at once through process.exit, which writes a --cpu-prof profile (the
 * server's own SIGTERM shutdown may take long, and a killed process writes none).
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const file = process.env.COUNT_QUERIES_FILE
if (file) {
  const Database = createRequire(join(process.cwd(), 'package.json'))('better-sqlite3')
  const statements = new Map<string, [count: number, ms: number]>()
  let total = 0
  const record = (sql: string, count: number, ms: number) => {
    const entry = statements.get(sql) ?? [0, 0]
    statements.set(sql, [entry[0] + count, entry[1] + ms])
  }
  // Runs are counted, not prepares: a connection may keep its prepared statements.
  const counted = (method: (...args: unknown[]) => unknown) =>
    function (this: { source: string }, ...args: unknown[]) {
      total += 1
      const started = performance.now()
      try {
        return method.apply(this, args)
      } finally {
        record(this.source, 1, performance.now() - started)
      }
    }
  let statementPatched = false
  const prepare = Database.prototype.prepare
  Database.prototype.prepare = function (this: unknown, sql: string, ...rest: unknown[]) {
    const started = performance.now()
    const statement = prepare.call(this, sql, ...rest)
    record(sql, 0, performance.now() - started)
    if (!statementPatched) {
      statementPatched = true
      const proto = Object.getPrototypeOf(statement)
      for (const name of ['all', 'get', 'run', 'iterate']) proto[name] = counted(proto[name])
    }
    return statement
  }
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ total, statements: Object.fromEntries(statements) }))
  })
}

process.on('SIGINT', () => process.exit(0))
