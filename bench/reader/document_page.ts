/**
 * Requests per second and p99 latency of the reader page /document/{id} for an anonymous
 * visitor, 50 connections, against the production build served the way `npm start` serves it
 * (scripts/start.sh: `vite build --app`, then NODE_ENV=production `node --import @poppinss/ts-exec
 * bin/server.ts`; SSR on, no Vite dev server).
 *
 *   # once: a database and storage of its own, one document with previews
 *   export SQLITE_FILE=tmp/reader-bench.sqlite3 STORAGE_ROOT=tmp/reader-bench-storage
 *   NODE_ENV=production node ace migration:run --force && NODE_ENV=production node ace db:seed
 *   node bench/reader/seed_document.ts 12 8          # prints the document id
 *   NODE_ENV=production npx vite build --app          # what scripts/start.sh does
 *   # the server (another shell, same env)
 *   NODE_ENV=production PORT=4104 HOST=127.0.0.1 node --import @poppinss/ts-exec bin/server.ts
 *   # the measurement
 *   node bench/reader/document_page.ts --url=http://127.0.0.1:4104 --id=<id> [--duration=20] [--connections=50]
 *
 * Every request renders the page on the server, counts a view (one UPDATE) and reads the
 * related list, breadcrumbs and settings, as a real anonymous visit does.
 */
import autocannon from 'autocannon'

function option(name: string, fallback: string) {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}

const base = option('url', 'http://127.0.0.1:4104')
const id = option('id', '1')
const duration = Number(option('duration', '20'))
const connections = Number(option('connections', '50'))
const url = `${base}/document/${id}`

const probe = await fetch(url, { headers: { Accept: 'text/html' } })
const html = await probe.text()
if (probe.status !== 200 || !html.includes('data-server-rendered')) {
  throw new Error(`${url} answered ${probe.status}${html.includes('data-server-rendered') ? '' : ' without server rendering'}`)
}

// Warm-up: the first renders load and JIT-compile the SSR bundle.
await autocannon({ url, connections: 10, duration: 3, headers: { Accept: 'text/html' } })
const result = await autocannon({ url, connections, duration, headers: { Accept: 'text/html' } })

const summary = {
  url,
  connections,
  duration_s: duration,
  requests: result.requests.total,
  non_2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  requests_per_s: { average: result.requests.average, p50: result.requests.p50, min: result.requests.min },
  latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  throughput_mb_s: Number((result.throughput.average / 1024 / 1024).toFixed(2)),
}
console.log(JSON.stringify(summary, null, 2))
