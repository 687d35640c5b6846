/**
 * Requests per second and latency of POST /api/v1/statistics/record-page-view against the
 * production build, the way a guest's tracker sends it (resources/hooks/use_page_view_tracker.ts):
 * no cookies, a JSON body with the page, the referer and the browser's client id, a browser
 * user agent. Each request is a page one of 20,000 visitors has not recorded in the last 30
 * minutes, so every request is written, none is skipped as a repeat.
 *
 * With --signed-in the requests carry the cookies of a browser that opened the home page (its
 * session), as a signed-in reader's tracker does: those go through the router's whole
 * middleware stack (session, CSRF, auth) instead of the guest fast path.
 *
 *   # once: a database of its own
 *   export SQLITE_FILE=tmp/statistics-record.sqlite3 STORAGE_ROOT=tmp/statistics-record-storage
 *   NODE_ENV=production node ace migration:run --force
 *   NODE_ENV=production npx vite build --app          # what scripts/start.sh does
 *   # the server (another shell, same env)
 *   NODE_ENV=production PORT=4105 HOST=127.0.0.1 LOG_LEVEL=warn node --import @poppinss/ts-exec bin/server.ts
 *   # the measurement
 *   node bench/statistics/record_page_view.ts --url=http://127.0.0.1:4105 [--duration=20] [--connections=50] [--rate=2000]
 *
 * Without --rate autocannon sends as fast as the server answers (the ceiling); with --rate it
 * holds that many requests per second and the latency is what a visitor's request waits at
 * that load. Prints JSON; then counts the rows the server wrote (it writes in batches every
 * 200 ms) to show that what was accepted was stored. Target (issue 7): 2,000 requests/s,
 * p99 under 50 ms, on a 2-core machine.
 */
import autocannon from 'autocannon'
import Database from 'better-sqlite3'

function option(name: string, fallback: string) {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}

const base = option('url', 'http://127.0.0.1:4105')
const duration = Number(option('duration', '20'))
const connections = Number(option('connections', '50'))
const rate = Number(option('rate', '0'))
const signedIn = process.argv.includes('--signed-in')
const url = `${base}/api/v1/statistics/record-page-view`
const AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// A browser's cookies: the session the site's first page set (with its CSRF secret), and a visitor id.
const first = await fetch(`${base}/`, { headers: { 'Accept': 'text/html', 'User-Agent': AGENT } })
if (first.status !== 200) throw new Error(`${base}/ answered ${first.status}`)
const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
const sessionCookies = cookies.join('; ')
const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '')
// Ids of this run only: a repeat of an earlier run's page within 30 minutes would be skipped.
const run = Date.now().toString(36)
const visitors = Array.from({ length: 20_000 }, (_, index) => `b${run}${index.toString(36).padStart(6, '0')}`)
let counter = 0

function nextRequest() {
  counter += 1
  const visitor = visitors[counter % visitors.length]
  // Page numbers grow with the counter: no visitor repeats a path within the run.
  const page = Math.floor(counter / visitors.length)
  const path =
    page % 4 === 0 ? `/document/${page + 1}` : page % 4 === 1 ? `/category/${page}` : page % 4 === 2 ? `/article/${page}` : `/user/${page}`
  return {
    method: 'POST' as const,
    path: '/api/v1/statistics/record-page-view',
    headers: {
      'content-type': 'application/json',
      'user-agent': AGENT,
      ...(signedIn ? { 'cookie': sessionCookies, 'x-xsrf-token': xsrf } : {}),
    },
    body: JSON.stringify({ url: path, referer: 'https://www.baidu.com/s?wd=docsite', client_id: visitor }),
  }
}

const probe = await fetch(url, nextRequest())
if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${await probe.text()}`)

// Warm-up: JIT, connection pools.
await autocannon({ url, connections: 10, duration: 3, requests: [{ setupRequest: () => nextRequest() }] })
const database = process.env.SQLITE_FILE ? new Database(process.env.SQLITE_FILE) : null
const countRows = () => Number((database?.prepare('select count(*) as total from statistics_page_views').get() as any)?.total ?? 0)
await new Promise((resolve) => setTimeout(resolve, 500))
const rowsBefore = countRows()

const result = await autocannon({
  url,
  connections,
  duration,
  ...(rate ? { overallRate: rate } : {}),
  requests: [{ setupRequest: () => nextRequest() }],
})
await new Promise((resolve) => setTimeout(resolve, 1000))

console.log(
  JSON.stringify(
    {
      url,
      connections,
      duration_s: duration,
      rate: rate || 'as fast as possible',
      caller: signedIn ? 'a browser with its session cookie (full middleware stack)' : 'a guest tracker without cookies (fast route)',
      requests: result.requests.total,
      non_2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      requests_per_s: { average: result.requests.average, p50: result.requests.p50, min: result.requests.min },
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      rows_written: database ? countRows() - rowsBefore : 'set SQLITE_FILE to count them',
    },
    null,
    2
  )
)
