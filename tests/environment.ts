import { mkdirSync } from 'node:fs'
import { freePort } from '../cli/testing/child_process.js'

/**
 * Each test process gets its own port and SQLite file, so several runs (or several
 * developers' runs on one machine) never share state.
 */
export async function prepareTestEnvironment() {
  // `node ace test` passes 3333 when it looks free, which races with a dev server on it.
  process.env.PORT = process.env.TEST_PORT ?? String(await freePort())
  process.env.HOST ??= '127.0.0.1'
  mkdirSync('tmp', { recursive: true })
  process.env.SQLITE_FILE ??= `tmp/test-${process.pid}.sqlite3`
  process.env.STORAGE_ROOT ??= `tmp/test-storage-${process.pid}`
}
