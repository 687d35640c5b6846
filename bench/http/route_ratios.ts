/**
 * Requests per second of Docsite's routes for anonymous visitors (and a token caller), each
 * beside a bare node:http server in its own process that answers the same bytes with the same
 * content type, measured one after the other in this run with autocannon (20 connections).
 * Prints each ratio against its target (issue 25) and the web process's RSS after the load.
 *
 *   node bench/http/route_ratios.ts [--duration=10] [--connections=20] [--page-cache=off] [--routes=/me,/user/1]
 *
 * It runs the compiled server the way `npm start` does (build/bin/server.js, NODE_ENV=production,
 * the same node flags) on a scratch SQLite database and storage under tmp/bench-http (migrated,
 * seeded with the demo site and one converted document), so build it first:
 * `node scripts/build_server.ts` and `NODE_ENV=production npx vite build --app` (npm start does both).
 * --routes=<paths> measures only the routes with these paths (comma separated). It has no
 * --before: to compare checkouts, run this file from each checkout's directory one after the
 * other (`cd /work/wt/base && node /work/wt/speed/bench/http/route_ratios.ts ...`); it uses
 * that checkout's build, seeds and scripts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import autocannon from 'autocannon'
import { option } from '../lib/options.ts'

const DURATION = Number(option('duration', '10'))
const CONNECTIONS = Number(option('connections', '20'))
const PAGE_CACHE = option('page-cache', 'on')
const ONLY = option('routes', '').split(',').filter(Boolean)
const ROOT = 'tmp/bench-http'
const ENV: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE: `${ROOT}/site.sqlite3`,
  STORAGE_ROOT: `${ROOT}/storage`,
  PAGE_CACHE,
  LOG_LEVEL: 'warn',
}
delete ENV.REDIS_HOST

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { env: ENV, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim()
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never answered`)
}

function rssMb(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!
  return Math.round(Number(line.split(/\s+/)[1]) / 1024)
}

/** Requests served to `url` in this run, warm-up included. */
const served = new Map<string, number>()

async function requestsPerSecond(url: string, headers: Record<string, string>) {
  const warmUp = await autocannon({ url, connections: 10, duration: 2, headers })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  // On a busy machine a request may wait past autocannon's 10 s timeout: counted, not fatal.
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  }
  if (result.timeouts > 0) console.error(`${url}: ${result.timeouts} requests timed out`)
  served.set(url, (served.get(url) ?? 0) + warmUp.requests.total + result.requests.total)
  return Math.round(result.requests.average)
}

/** A bare node:http server in its own process answering `body` with `type` to every request. */
async function bareServer(body: Buffer, type: string) {
  const file = `${ROOT}/bare-body`
  writeFileSync(file, body)
  const port = await freePort()
  const script = `
    const body = require('fs').readFileSync(${JSON.stringify(file)})
    require('http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': ${JSON.stringify(type)}, 'Content-Length': body.length })
      res.end(body)
    }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' })
  await waitFor(`http://127.0.0.1:${port}/`)
  return { url: `http://127.0.0.1:${port}/`, child }
}

interface Route {
  name: string
  path: string
  target: number | null
  headers?: Record<string, string>
}

if (!existsSync('build/bin/server.js') || !existsSync('public/assets/.docsite-built')) {
  throw new Error('build first: node scripts/build_server.ts && NODE_ENV=production npx vite build --app')
}
rmSync(ROOT, { recursive: true, force: true })
mkdirSync(ROOT, { recursive: true })
run(process.execPath, ['build/bin/console.js', 'migration:run', '--force'])
run(process.execPath, ['build/bin/console.js', 'db:seed'])
const documentId = run(process.execPath, ['bench/reader/seed_document.ts', '12', '8']).split('\n').pop()!
// The document is written straight into the database: indexed here, so the search route finds it.
run(process.execPath, ['build/bin/docsite.js', 'search', 'reindex', '--kind', 'document'])
const asset = readdirSync('public/assets').find((name) => name.endsWith('.js'))!

const port = await freePort()
const server: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=2', 'build/bin/server.js'], {
  env: { ...ENV, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
})
const base = `http://127.0.0.1:${port}`
// A run that fails part-way still stops the server it started.
process.on('exit', () => server.kill('SIGTERM'))
await waitFor(`${base}/health`)

const login = await fetch(`${base}/api/v1/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'docsite123' }),
})
const token = ((await login.json()) as { token?: string }).token
/** The signed-in member's session (the cookies login set), for the pages only members see. */
const session = login.headers
  .getSetCookie()
  .map((cookie) => cookie.split(';')[0])
  .join('; ')
const html = { accept: 'text/html' }
const previewExt = ((await (await fetch(`${base}/api/v1/document?id=${documentId}`)).json()) as { preview_ext?: string }).preview_ext ?? ''
const searchPath = `/search?wd=${encodeURIComponent('高中数学')}&type=0`
/** Searches recorded so far (搜索记录's total), to check that every hit of the kept search page was recorded. */
async function searchRecords() {
  const list = await fetch(`${base}/api/v1/searchrecord/list?page=1&size=1`, { headers: { authorization: `Bearer ${token}` } })
  return ((await list.json()) as { total: number }).total
}
const recordsBefore = await searchRecords()
const routes: Route[] = [
  { name: 'GET /api/v1/settings (anonymous)', path: '/api/v1/settings', target: 0.25, headers: { accept: 'application/json' } },
  {
    name: 'GET /api/v1/settings (bearer token)',
    path: '/api/v1/settings',
    target: null,
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  },
  { name: 'GET /favicon.ico', path: '/favicon.ico', target: 0.5 },
  { name: `GET /assets/${asset.slice(0, 18)}…`, path: `/assets/${asset}`, target: 0.5 },
  { name: 'GET / (home, SSR)', path: '/', target: 0.5, headers: html },
  { name: `GET /document/${documentId} (SSR)`, path: `/document/${documentId}`, target: 0.5, headers: html },
  { name: 'GET /category (SSR)', path: '/category', target: 0.5, headers: html },
  { name: 'GET /article (SSR)', path: '/article', target: 0.5, headers: html },
  { name: 'GET /user/1 (SSR)', path: '/user/1', target: 0.5, headers: html },
  // 个人中心 of the admin, signed in: never kept, rendered for each request.
  { name: 'GET /me (SSR, signed in)', path: '/me', target: null, headers: { ...html, cookie: session } },
  { name: 'GET /tool (SSR)', path: '/tool', target: 0.5, headers: html },
  // A frequent query: kept once asked again (the probe asks first), every hit recording the search.
  { name: 'GET /search?wd=高中数学 (SSR, frequent)', path: searchPath, target: 0.5, headers: html },
  { name: `GET /view/page/${documentId}/1 (preview)`, path: `/view/page/${documentId}/1${previewExt}`, target: 0.5 },
  { name: `GET /view/cover/${documentId} (cover)`, path: `/view/cover/${documentId}`, target: 0.5 },
]

console.log(`page cache ${PAGE_CACHE}, ${CONNECTIONS} connections, ${DURATION} s per run\n`)
console.log('| route | bytes | Docsite req/s | bare node req/s | ratio | target |')
console.log('|---|---:|---:|---:|---:|---|')
const verdicts: boolean[] = []
for (const route of routes.filter((candidate) => ONLY.length === 0 || ONLY.includes(candidate.path))) {
  const headers = route.headers ?? {}
  const probe = await fetch(base + route.path, { headers })
  const body = Buffer.from(await probe.arrayBuffer())
  if (probe.status !== 200) throw new Error(`${route.path} answered ${probe.status}`)
  const docsite = await requestsPerSecond(base + route.path, headers)
  const bare = await bareServer(body, probe.headers.get('content-type') ?? 'application/octet-stream')
  const reference = await requestsPerSecond(bare.url, headers)
  bare.child.kill()
  const ratio = docsite / reference
  const met = route.target === null ? null : ratio >= route.target
  if (met !== null) verdicts.push(met)
  const target = route.target === null ? 'reported' : `≥ ${route.target} ${met ? 'met' : 'NOT met'}`
  console.log(`| ${route.name} | ${body.length} | ${docsite} | ${reference} | ${ratio.toFixed(3)} | ${target} |`)
}
if (served.has(base + searchPath)) {
  const searched = await fetch(base + searchPath, { headers: html })
  await searched.arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  console.log(
    `\nsearch page: ${searched.headers.get('x-page-cache') ?? 'not kept'}; ${served.get(base + searchPath)! + 2} searches served, ` +
      `${(await searchRecords()) - recordsBefore} recorded`
  )
}
console.log(`web process RSS after the runs: ${rssMb(server.pid!)} MB`)
console.log(`${verdicts.filter(Boolean).length} of ${verdicts.length} targets met`)
server.kill('SIGTERM')
