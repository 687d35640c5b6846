/**
 * Search with the database driver: indexing throughput and query latency over generated
 * documents of mixed Chinese and English text (title, description, a 2–20 KB body).
 *
 *   node bench/search/search_bench.ts [--docs=100000] [--batch=500] [--queries=200] [--reuse]
 *
 * --reuse keeps the database of the previous run and only measures the queries (indexing
 * 100,000 documents takes a quarter of an hour).
 *
 * SQLite by default, on a database file of its own (SQLITE_FILE, default
 * tmp/search-bench.sqlite3, recreated each run). For MariaDB/MySQL set DB_CONNECTION=mysql and
 * DB_HOST/DB_USER/DB_PASSWORD/DB_DATABASE to an empty database of its own. Prints JSON:
 * documents/s while indexing, and p50/p95/p99/max of 200 fixed queries (one and two words,
 * Chinese and English) as the /search page runs them (count, facets, snippets).
 * Targets (issue 4): p95 under 50 ms on SQLite, no query over 200 ms.
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
const docs = Number(option('docs', '100000'))
const batch = Number(option('batch', '500'))
const queries = Number(option('queries', '200'))
const reuse = process.argv.includes('--reuse')

process.env.SQLITE_FILE ??= 'tmp/search-bench.sqlite3'
process.env.DOCSITE_PLUGINS ??= 'categories'
process.env.MEILISEARCH_HOST = ''
process.env.LOG_LEVEL ??= 'warn'
if (!reuse && (process.env.DB_CONNECTION ?? 'sqlite') === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(process.env.SQLITE_FILE + suffix, { force: true })
}
const migrated = spawnSync(process.execPath, ['bin/docsite.js', 'migrate'], { stdio: 'inherit', env: process.env })
if (migrated.status !== 0) throw new Error('migrations failed')

await import('@poppinss/ts-exec')
const { runBench } = await import('./search_bench_run.ts')
await runBench({ docs, batch, queries, reuse })
