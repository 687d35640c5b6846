/**
 * Memory of the web process under a steady mixed load (issue 25, target 5): steady-state RSS
 * at most 300 MB, and no growth over a 30-minute soak.
 *
 *   node bench/memory/soak.ts [--minutes=30] [--connections=20] [--port=N] [--worker] [--no-page-cache]
 *
 * It prepares a site of its own (tmp/bench-soak.sqlite3 and tmp/bench-soak-storage: migrated,
 * demo content seeded, one converted document from bench/reader/seed_document.ts, a member
 * account), builds what `npm start` builds when stale (build/, public/assets), and starts the
 * compiled server the way scripts/start.sh does (NODE_ENV=production, its node flags). Then
 * autocannon drives 20 connections through a mix of anonymous requests (/api/v1/settings, /,
 * /document/{id}, /category/{id}, /favicon.ico, /search?wd=...) and the member's document page,
 * for --minutes. Every 30 s it prints the web process's RSS and V8 heap (read over an IPC channel
 * by bench/memory/report_memory.mjs, preloaded with --import), and at the end:
 *   steady-state RSS   median of the last third of the samples (target <= 300 MB)
 *   growth             least-squares slope of RSS over the second half, in MB per 10 minutes
 *                      (target: below GROWTH_LIMIT, i.e. no growth beyond sampling noise)
 *
 * --worker sets REDIS_HOST=127.0.0.1 (a queue prefix of its own) and starts `docsite worker`
 * too, whose RSS is reported beside the web process's. Without it jobs run in the web process
 * (the embedded default), so their memory is counted in the web figure.
 * --no-page-cache passes PAGE_CACHE=off (the anonymous page cache is on by default).
 * SNAPSHOTS=1 writes a heap snapshot of the server after the warm-up and at the end
 * (tmp/bench-soak-*.heapsnapshot) for comparing in Chrome DevTools.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import autocannon from 'autocannon'
import { option } from '../lib/options.ts'
import { startShServerFlags } from '../lib/server_flags.ts'

const MINUTES = Number(option('minutes', '30'))
const CONNECTIONS = Number(option('connections', '20'))
const WITH_WORKER = process.argv.includes('--worker')
const PAGE_CACHE_OFF = process.argv.includes('--no-page-cache')
const SAMPLE_MS = 30_000
const RSS_LIMIT_MB = 300
/** Above this slope (MB per 10 min over the second half) the process is taken to grow. */
const GROWTH_LIMIT = 2
const SQLITE_FILE = 'tmp/bench-soak.sqlite3'
const STORAGE_ROOT = 'tmp/bench-soak-storage'
const SERVER_LOG = 'tmp/bench-soak-server.log'
const QUEUE_PREFIX = `docsite-bench-soak-${process.pid}`
const MEMBER = { username: 'soakmember', password: 'soak-secret-1' }
// NODE_FLAGS="..." tries other flags than those of scripts/start.sh.
const SERVER_FLAGS = process.env.NODE_FLAGS === undefined ? startShServerFlags() : process.env.NODE_FLAGS.split(' ').filter(Boolean)

const siteEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE,
  STORAGE_ROOT,
  ...(PAGE_CACHE_OFF ? { PAGE_CACHE: 'off' } : {}),
  ...(WITH_WORKER ? { REDIS_HOST: '127.0.0.1', QUEUE_PREFIX } : {}),
}
if (!WITH_WORKER) delete siteEnv.REDIS_HOST

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { env: siteEnv, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim()
}

function rssMb(pid: number) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** CPU time (user + system, ms) a process has used, from /proc. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Asks the preloaded report_memory.mjs in the server; resolves with its answer. */
function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${message}`)), 120_000)
    const listen = (answer: unknown) => {
      if (typeof answer !== 'object' || !answer || !(key in answer)) return
      clearTimeout(timer)
      child.off('message', listen)
      resolve((answer as Record<string, unknown>)[key] as T)
    }
    child.on('message', listen)
    child.send(message)
  })
}

function prepareSite() {
  run('bash', ['-c', 'source scripts/bootstrap.sh && ensure_server_build && ensure_front_end_build'])
  rmSync(SQLITE_FILE, { force: true })
  rmSync(STORAGE_ROOT, { recursive: true, force: true })
  mkdirSync('tmp', { recursive: true })
  run(process.execPath, ['build/bin/console.js', 'migration:run', '--force'])
  run(process.execPath, ['build/bin/console.js', 'db:seed'])
  const documentId = Number(run(process.execPath, ['bench/reader/seed_document.ts', '12', '8']).split('\n').at(-1))
  run(process.execPath, [
    'bin/docsite.js',
    'user',
    'create',
    MEMBER.username,
    '--email',
    'soakmember@example.com',
    '--password',
    MEMBER.password,
  ])
  const categoryId = Number(
    run(process.execPath, [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(SQLITE_FILE)}); console.log(db.prepare('SELECT category_id FROM document_categories WHERE document_id = ?').get(${documentId})?.category_id ?? '')`,
    ])
  )
  if (!documentId || !categoryId) throw new Error(`seeding gave document ${documentId}, category ${categoryId}`)
  return { documentId, categoryId }
}

async function waitForServer(base: string, child: ChildProcess) {
  const started = performance.now()
  while (performance.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting (see ${SERVER_LOG})`)
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start within 2 minutes')
}

function startServer(port: number) {
  const log = createWriteStream(SERVER_LOG)
  const child = spawn(process.execPath, [...SERVER_FLAGS, '--import', './bench/memory/report_memory.mjs', 'build/bin/server.js'], {
    env: { ...siteEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  return child
}

function startWorker() {
  const log = createWriteStream('tmp/bench-soak-worker.log')
  const child = spawn(process.execPath, ['bin/docsite.js', 'worker'], { env: siteEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  return child
}

/** The member's session cookies, from the JSON login the site's login page uses. */
async function memberCookie(base: string) {
  const response = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept': 'application/json', 'Origin': base },
    body: JSON.stringify(MEMBER),
  })
  if (!response.ok) throw new Error(`member login answered ${response.status}: ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

type Request = { path: string; headers?: Record<string, string>; html?: boolean }

function mix(documentId: number, categoryId: number, cookie: string): Request[] {
  const page = { accept: 'text/html' }
  return [
    { path: '/api/v1/settings', headers: { accept: 'application/json' } },
    { path: '/', headers: page, html: true },
    { path: `/document/${documentId}`, headers: page, html: true },
    { path: `/category/${categoryId}`, headers: page, html: true },
    { path: '/favicon.ico' },
    { path: `/search?wd=${encodeURIComponent('数学')}`, headers: page, html: true },
    { path: `/document/${documentId}`, headers: { ...page, cookie }, html: true },
  ]
}

/** Every request of the mix answers 200 (pages server-rendered) before the load starts. */
async function probe(base: string, requests: Request[]) {
  for (const request of requests) {
    const response = await fetch(base + request.path, { headers: request.headers })
    const body = await response.text()
    if (response.status !== 200 || (request.html && !body.includes('data-server-rendered'))) {
      throw new Error(`${request.path} answered ${response.status}${request.html ? ' (expected a server-rendered page)' : ''}`)
    }
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Least-squares slope of value over minutes. */
function slopePerMinute(points: { minute: number; value: number }[]) {
  const n = points.length
  if (n < 2) return 0
  const meanX = points.reduce((sum, point) => sum + point.minute, 0) / n
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / n
  let numerator = 0
  let denominator = 0
  for (const point of points) {
    numerator += (point.minute - meanX) * (point.value - meanY)
    denominator += (point.minute - meanX) ** 2
  }
  return denominator ? numerator / denominator : 0
}

type Sample = { minute: number; rss: number; heapTotal: number; heapUsed: number; external: number; workerRss?: number; requests: number }

function printSample(sample: Sample) {
  console.log(
    [
      `${sample.minute.toFixed(1).padStart(5)} min`,
      `web RSS ${sample.rss.toFixed(0).padStart(4)} MB`,
      `heap total ${sample.heapTotal.toFixed(0).padStart(4)} MB`,
      `heap used ${sample.heapUsed.toFixed(0).padStart(4)} MB`,
      `external ${sample.external.toFixed(0).padStart(3)} MB`,
      ...(sample.workerRss === undefined ? [] : [`worker RSS ${sample.workerRss.toFixed(0).padStart(4)} MB`]),
      `${sample.requests} requests`,
    ].join('   ')
  )
}

function summarize(label: string, samples: Sample[], value: (sample: Sample) => number) {
  const lastThird = samples.slice(Math.floor((samples.length * 2) / 3))
  const secondHalf = samples.slice(Math.floor(samples.length / 2))
  const steady = median(lastThird.map(value))
  const growth = slopePerMinute(secondHalf.map((sample) => ({ minute: sample.minute, value: value(sample) }))) * 10
  console.log(
    `${label}: steady-state ${steady.toFixed(0)} MB (median of the last third), growth ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB/10 min (second half)`
  )
  return { steady, growth }
}

/** Resolves once the child has exited; one still there 20 s after SIGTERM is killed (and said so). */
function stopped(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      console.log(`pid ${child.pid} was still running 20 s after SIGTERM: killed`)
      child.kill('SIGKILL')
    }, 20_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

const { documentId, categoryId } = prepareSite()
const port = Number(option('port', '0')) || (await freePort())
const base = `http://127.0.0.1:${port}`
const server = startServer(port)
const worker = WITH_WORKER ? startWorker() : null
let load: ReturnType<typeof autocannon> | null = null
const stopAll = () => {
  load?.stop()
  server.kill('SIGTERM')
  worker?.kill('SIGTERM')
}
process.once('SIGINT', () => {
  stopAll()
  process.exit(130)
})

try {
  await waitForServer(base, server)
  const requests = mix(documentId, categoryId, await memberCookie(base))
  await probe(base, requests)
  console.log(
    `Docsite memory soak: ${MINUTES} min, ${CONNECTIONS} connections, node ${SERVER_FLAGS.join(' ')} build/bin/server.js` +
      `, page cache ${PAGE_CACHE_OFF ? 'off' : 'default'}, jobs ${WITH_WORKER ? 'in docsite worker (BullMQ)' : 'in the web process'}`
  )
  console.log(`mix: ${requests.map((request) => request.path + (request.headers?.cookie ? ' (member)' : '')).join(', ')}`)
  console.log(`idle after start: web RSS ${rssMb(server.pid!).toFixed(0)} MB`)

  // Warm-up: the first renders load and compile the SSR bundle and the lazy controllers.
  await autocannon({ url: base, connections: CONNECTIONS, duration: 10, requests })
  if (process.env.SNAPSHOTS) console.log(`snapshot: ${await ask(server, 'snapshot:tmp/bench-soak-start.heapsnapshot', 'snapshot')}`)

  const samples: Sample[] = []
  let requestCount = 0
  let non2xx = 0
  let errors = 0
  const started = performance.now()
  const cpuBefore = cpuMs(server.pid!)
  load = autocannon({ url: base, connections: CONNECTIONS, duration: MINUTES * 60, requests })
  load.on('response', (_client: unknown, status: number) => {
    requestCount++
    if (status < 200 || status >= 300) non2xx++
  })
  load.on('reqError', () => errors++)
  const sample = async () => {
    const memory = await ask<NodeJS.MemoryUsage>(server, 'memory', 'memory')
    const next: Sample = {
      minute: (performance.now() - started) / 60_000,
      rss: rssMb(server.pid!),
      heapTotal: memory.heapTotal / 1024 / 1024,
      heapUsed: memory.heapUsed / 1024 / 1024,
      external: memory.external / 1024 / 1024,
      ...(worker ? { workerRss: rssMb(worker.pid!) } : {}),
      requests: requestCount,
    }
    samples.push(next)
    printSample(next)
  }
  const timer = setInterval(() => void sample(), SAMPLE_MS)
  const result = await load
  clearInterval(timer)
  await sample()
  const serverCpu = cpuMs(server.pid!) - cpuBefore

  console.log(
    `load: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ${non2xx} not 2xx, ${errors} errors, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; web process CPU ${(serverCpu / result.requests.total).toFixed(1)} ms a request`
  )
  const web = summarize('web RSS', samples, (s) => s.rss)
  summarize('web heap used', samples, (s) => s.heapUsed)
  if (worker) summarize('worker RSS', samples, (s) => s.workerRss ?? 0)
  if (process.env.SNAPSHOTS) console.log(`snapshot: ${await ask(server, 'snapshot:tmp/bench-soak-end.heapsnapshot', 'snapshot')}`)
  const steadyOk = web.steady <= RSS_LIMIT_MB
  const growthOk = web.growth <= GROWTH_LIMIT
  console.log(
    `verdict: steady-state RSS ${web.steady.toFixed(0)} MB ${steadyOk ? '<=' : '>'} ${RSS_LIMIT_MB} MB (${steadyOk ? 'pass' : 'FAIL'}); ` +
      `growth ${web.growth.toFixed(1)} MB/10 min ${growthOk ? '<=' : '>'} ${GROWTH_LIMIT} (${growthOk ? 'pass: no growth' : 'FAIL: grows'})`
  )
  process.exitCode = steadyOk && growthOk && non2xx === 0 && errors === 0 ? 0 : 1
} finally {
  stopAll()
  await Promise.all([server, worker].map((child) => child && stopped(child)))
}
