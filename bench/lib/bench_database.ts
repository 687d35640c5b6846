import { rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * The start of a bench that talks to the database through the app: runs from the project root,
 * on SQLITE_FILE (default `sqliteFile`, deleted first unless `keep`) or on DB_CONNECTION's
 * database, migrated by `docsite migrate`, with the search engine and log lines out of the way.
 * The TypeScript loader is registered last, for the bench's own import of the app.
 */
export async function prepareBenchDatabase(sqliteFile: string, options: { keep?: boolean } = {}) {
  process.chdir(fileURLToPath(new URL('../../', import.meta.url)))
  process.env.SQLITE_FILE ??= sqliteFile
  process.env.MEILISEARCH_HOST = ''
  process.env.LOG_LEVEL ??= 'warn'
  if ((process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite' && !options.keep) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(process.env.SQLITE_FILE + suffix, { force: true })
  }
  const migrated = spawnSync(process.execPath, ['bin/docsite.js', 'migrate'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
  if (migrated.status !== 0) throw new Error('migrations failed')
  await import('@poppinss/ts-exec')
}
