/**
 * The statistics dashboards with millions of raw events: seeds page views (and downloads)
 * spread over the last `days` days the way a busy site records them, rolls them up with the
 * statistics.rollup job's own code (events/s), then times every statistics read of the admin
 * pages and the dashboard widgets for each quick range of spec §9.
 *
 *   node bench/statistics/dashboard_bench.ts [--events=5000000] [--days=90] [--documents=20000] [--runs=5] [--reuse [--rerollup]]
 *
 * SQLite by default, on a database file of its own (SQLITE_FILE, default
 * tmp/statistics-bench.sqlite3, recreated unless --reuse; --rerollup empties the aggregates of a
 * reused database and rolls its raw events up again). For MariaDB/MySQL set
 * DB_CONNECTION=mysql and DB_HOST/DB_USER/DB_PASSWORD/DB_DATABASE to an empty database of its
 * own. Prints JSON. Target (issue 7): every read under 100 ms with 5 million raw events.
 */
import { rmSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

function option(name: string, fallback: string) {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}

const root = fileURLToPath(new URL('../../', import.meta.url))
process.chdir(root)
const reuse = process.argv.includes('--reuse')
process.env.SQLITE_FILE ??= 'tmp/statistics-bench.sqlite3'
process.env.DOCSITE_PLUGINS ??= 'categories,documents,statistics'
process.env.MEILISEARCH_HOST = ''
process.env.LOG_LEVEL ??= 'warn'
if (!reuse) {
  if ((process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(process.env.SQLITE_FILE + suffix, { force: true })
  }
  const migrated = spawnSync(process.execPath, ['bin/docsite.js', 'migrate'], { stdio: 'inherit', env: process.env })
  if (migrated.status !== 0) throw new Error('migrations failed')
}

await import('@poppinss/ts-exec')
const { runBench } = await import('./dashboard_bench_run.ts')
await runBench({
  events: Number(option('events', '5000000')),
  days: Number(option('days', '90')),
  documents: Number(option('documents', '20000')),
  runs: Number(option('runs', '5')),
  reuse,
  rerollup: process.argv.includes('--rerollup'),
})
