/**
 * Uncached server rendering of the reader page /document/{id} for an anonymous visitor (issue 25,
 * target 4: at least 3 × the req/s of the baseline on the same machine). Starts the server the
 * way `npm start` does (NODE_ENV=production, the entry file and node flags of that checkout's
 * scripts/start.sh: build/bin/server.js, or bin/server.ts through its loader for a checkout from
 * before the compiled build, such as the one issue 25 was measured on) with PAGE_CACHE=off, so every request renders; with
 * `--before=<checkout>` it starts that checkout's server too (another git worktree, e.g. of
 * main, with node_modules and .env) on a copy of the same data, and measures both in one run
 * with autocannon, alternating rounds so that the machine's load affects both alike.
 *
 *   node bench/reader/ssr_uncached.ts [--before=/work/wt/base] [--connections=20] [--duration=10]
 *     [--rounds=3] [--port=4211] [--before-port=4221] [--fresh] [--profile] [--queries=30] [--interleave=2000]
 *
 * - The data (tmp/ssr-bench/: SQLite file and storage) is made once, or again with --fresh:
 *   migrations and `db:seed` (the demo site), a 40-page document with 12 previews
 *   (seed_document.ts) filed under a two-level category path, 12 related documents there and
 *   30 comments.
 * - Either checkout is compiled (scripts/build_server.ts) and its front end built (`vite build
 *   --app`) first when its sources are newer than its build.
 * - --queries=N: N sequential requests per server, counting the SQL statements they ran and the
 *   time SQLite took (count_queries.ts, preloaded), most costly first.
 * - --profile: the servers run with --cpu-prof; the profiles land in tmp/ssr-bench/profiles/
 *   (`node bench/lib/cpu_profile_summary.ts <file> --skip=<profile_skip_s>` leaves out the
 *   server's start, the query count and the warm-up).
 *
 * - --interleave=N (with --before): after the rounds, N page views per server in ten blocks,
 *   each view of one server followed by one of the other (two clients), and the CPU time per
 *   view of each server per block: on a machine other processes load, both servers meet the
 *   same load within a block, so the median of the blocks' before/after ratios holds steadier
 *   than rounds of seconds apart.
 * - A document's first view queues the computation of its 相似文档 list (an in-process job
 *   since issue 27, plugins/documents/jobs/similar_job.ts): the bench waits until the list is
 *   kept before it warms up and measures, so that both servers are measured in their steady
 *   state (a checkout without the table, like 5cc4b57, has nothing to wait for).
 *
 * Prints, per server, req/s, latency p99 and CPU time per request (medians over the rounds),
 * the page's size, whether both pages show the same text, and the ratios after/before against
 * the target. On a machine other processes load, req/s moves with them; the CPU time a request
 * takes moves much less.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { option } from '../lib/options.ts'

const TARGET = 3
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BEFORE = process.argv.some((argument) => argument.startsWith('--before=')) ? resolve(option('before', '')) : null
const CONNECTIONS = Number(option('connections', '20'))
const DURATION = Number(option('duration', '10'))
const ROUNDS = Number(option('rounds', '3'))
const QUERIES = Number(option('queries', '0'))
const PROFILE = process.argv.includes('--profile')
const FRESH = process.argv.includes('--fresh')
/** Relative to a checkout (app.makePath joins it to the app root). */
const DATA = 'tmp/ssr-bench'
const SITE_FILE = `${DATA}/site.sqlite3`
const STORAGE = `${DATA}/storage`
const COUNTER = fileURLToPath(new URL('./count_queries.ts', import.meta.url))

const node = process.execPath

/**
 * How a checkout's `npm start` runs its server (scripts/start.sh's exec line): node flags and
 * entry file. A checkout from before the compiled build ran `bin/server.ts` through a loader.
 */
function serverCommand(root: string) {
  const line = /exec node (.*?)(build\/bin\/server\.js|bin\/server\.ts)/.exec(readFileSync(join(root, 'scripts/start.sh'), 'utf8'))
  if (!line) throw new Error(`no server start line in ${root}/scripts/start.sh`)
  return { flags: line[1].split(' ').filter(Boolean), entry: line[2] }
}
const log = (line: string) => console.error(`[ssr-bench] ${line}`)

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(node, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** The compiled server and the front-end build of a checkout, made when older than their sources. */
async function ensureBuilt(root: string) {
  const compiled = serverCommand(root).entry.startsWith('build/')
  const { serverBuildIsFresh } = compiled ? await import(join(root, 'bin/server_build.js')) : { serverBuildIsFresh: () => true }
  if (!serverBuildIsFresh(root)) {
    log(`compiling the server of ${root}`)
    run(root, ['scripts/build_server.ts'])
  }
  // The check scripts/bootstrap.sh's ensure_front_end_build makes.
  const stamp = join(root, 'public/assets/.docsite-built')
  const changed =
    !existsSync(stamp) ||
    spawnSync(
      'bash',
      ['-c', `find resources vite.config.ts package-lock.json core/*/ui plugins/*/ui -newer ${stamp} -type f 2>/dev/null | head -1`],
      {
        cwd: root,
        encoding: 'utf8',
      }
    ).stdout.trim() !== ''
  if (changed) {
    log(`building the front end of ${root}`)
    const vite = spawnSync('npx', ['vite', 'build', '--app', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
    if (vite.status !== 0) throw new Error(`vite build failed in ${root}`)
    spawnSync('touch', [stamp])
  }
}

function siteEnv(sqliteFile: string, storage: string) {
  return { NODE_ENV: 'production', DB_CONNECTION: 'sqlite', SQLITE_FILE: sqliteFile, STORAGE_ROOT: storage, PAGE_CACHE: 'off' }
}

/** The demo site, the benchmark's document with previews, related documents and comments. */
function prepareData() {
  if (existsSync(join(ROOT, SITE_FILE)) && !FRESH) return Number(readFileSync(join(ROOT, DATA, 'document-id'), 'utf8'))
  rmSync(join(ROOT, DATA), { recursive: true, force: true })
  mkdirSync(join(ROOT, STORAGE), { recursive: true })
  const env = siteEnv(SITE_FILE, STORAGE)
  log('migrating and seeding the demo site')
  run(ROOT, ['build/bin/console.js', 'migration:run', '--force'], env)
  run(ROOT, ['build/bin/console.js', 'db:seed'], env)
  const id = Number(run(ROOT, ['bench/reader/seed_document.ts', '40', '12'], env).trim())

  const database = new Database(join(ROOT, SITE_FILE))
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const main = database.prepare('SELECT * FROM documents WHERE id = ?').get(id)
  // Filed as an upload files it: under the whole path of a second-level category (教育资料 › 中学).
  const leaf = database
    .prepare("SELECT id, parent_id FROM categories WHERE type = 0 AND parent_id > 0 ORDER BY title = '中学' DESC, id LIMIT 1")
    .get()
  const path = leaf ? [leaf.parent_id, leaf.id] : []
  const file = database.prepare('INSERT INTO document_categories (document_id, category_id) VALUES (?, ?)')
  database.prepare('DELETE FROM document_categories WHERE document_id = ?').run(id)
  for (const categoryId of path) file.run(id, categoryId)
  const columns = Object.keys(main).filter((column) => column !== 'id')
  const insert = database.prepare(`INSERT INTO documents (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
  for (let index = 1; index <= 12; index++) {
    const related = {
      ...main,
      uuid: crypto.randomUUID(),
      hash: `${main.hash.slice(0, 24)}${String(index).padStart(8, '0')}`,
      title: `高中数学专题练习（第${index}套）`,
      view_count: 1000 - index * 37,
      download_count: 50 + index,
    }
    const row = insert.run(...columns.map((column) => related[column]))
    for (const categoryId of path) file.run(row.lastInsertRowid, categoryId)
  }
  const user = database.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get()
  const comment = database.prepare(
    `INSERT INTO community_comments (user_id, type, target_id, parent_id, content, status, ip, created_at, updated_at)
     VALUES (?, 0, ?, 0, ?, 1, '127.0.0.1', ?, ?)`
  )
  for (let index = 1; index <= 30; index++) comment.run(user.id, id, `第${index}条评论：资料整理得很清楚，例题有代表性。`, now, now)
  database.prepare('UPDATE documents SET comment_count = 30, view_count = 1234, score = 420, score_count = 9 WHERE id = ?').run(id)
  database.close()
  writeFileSync(join(ROOT, DATA, 'document-id'), String(id))
  return id
}

interface Server {
  /** When the process was spawned (ms since the epoch), about when its profile starts. */
  spawnedAt: number
  label: string
  root: string
  port: number
  child: ChildProcess
  queriesFile: string
}

/** A copy of the prepared data in `root` (a run's view counts never reach the next run). */
function copyData(root: string, label: string) {
  const folder = join(root, DATA, 'runs')
  mkdirSync(folder, { recursive: true })
  const sqliteFile = `${DATA}/runs/${label}.sqlite3`
  for (const suffix of ['-wal', '-shm']) rmSync(join(root, sqliteFile + suffix), { force: true })
  copyFileSync(join(ROOT, SITE_FILE), join(root, sqliteFile))
  const storage = `${DATA}/runs/${label}-storage`
  if (!existsSync(join(root, storage))) cpSync(join(ROOT, STORAGE), join(root, storage), { recursive: true })
  return siteEnv(sqliteFile, storage)
}

async function startServer(label: string, root: string, port: number): Promise<Server> {
  const env = copyData(root, label)
  const queriesFile = join(root, DATA, 'runs', `${label}-queries.json`)
  const logFile = join(root, DATA, 'runs', `${label}.log`)
  const profileDir = join(ROOT, DATA, 'profiles', label)
  if (PROFILE) mkdirSync(profileDir, { recursive: true })
  const command = serverCommand(root)
  const flags = [...command.flags, '--import', COUNTER, ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])]
  const out = openSync(logFile, 'w')
  const child = spawn(node, [...flags, command.entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ...(QUERIES > 0 ? { COUNT_QUERIES_FILE: queriesFile } : {}) },
    stdio: ['ignore', out, out],
  })
  const spawnedAt = Date.now()
  const started = spawnedAt
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} server exited: see ${logFile}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break
    } catch {}
    if (Date.now() - started > 60_000) throw new Error(`${label} server did not start: see ${logFile}`)
    await new Promise((done) => setTimeout(done, 200))
  }
  log(`${label} server (${root}) listens on ${port}, pid ${child.pid}`)
  return { label, root, port, child, queriesFile, spawnedAt }
}

async function stopServer(server: Server) {
  const exited = new Promise((done) => server.child.once('exit', done))
  server.child.kill('SIGINT')
  await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))])
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
}

const pageUrl = (server: Server, id: number) => `http://127.0.0.1:${server.port}/document/${id}`

/** The text a visitor reads in the server-rendered markup (tags, scripts and asset names left out). */
function visibleText(html: string) {
  const body = html.slice(html.indexOf('data-server-rendered'))
  return body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

async function probe(server: Server, id: number) {
  const response = await fetch(pageUrl(server, id), { headers: { Accept: 'text/html' } })
  const html = await response.text()
  if (response.status !== 200 || !html.includes('data-server-rendered')) {
    throw new Error(
      `${pageUrl(server, id)} answered ${response.status}${html.includes('data-server-rendered') ? '' : ' without server rendering'}`
    )
  }
  return html
}

/**
 * Waits until the server has kept the document's 相似文档 list (its first view queued the job
 * that computes it, in the server's process): how long that took (ms), or null when the
 * checkout keeps no such lists.
 */
async function similarListKept(server: Server, id: number) {
  // The data is migrated by this checkout: an older one has the table but never fills it.
  if (!existsSync(join(server.root, 'plugins/documents/jobs/similar_job.ts'))) return null
  const database = new Database(join(server.root, DATA, 'runs', `${server.label}.sqlite3`), { readonly: true, fileMustExist: true })
  try {
    const kept = database.prepare('SELECT 1 FROM document_similar_lists WHERE document_id = ?')
    const started = Date.now()
    while (!kept.get(id)) {
      if (Date.now() - started > 120_000) throw new Error(`${server.label}: the similar documents of ${id} were not kept within 2 minutes`)
      await new Promise((done) => setTimeout(done, 200))
    }
    return Date.now() - started
  } finally {
    database.close()
  }
}

/** The SQL statements QUERIES sequential page views ran, per view: how many, and the time spent preparing and running them. */
async function countQueries(server: Server, id: number) {
  const dump = async () => {
    rmSync(server.queriesFile, { force: true })
    server.child.kill('SIGUSR2')
    for (let wait = 0; wait < 100 && !existsSync(server.queriesFile); wait++) await new Promise((done) => setTimeout(done, 20))
    return JSON.parse(readFileSync(server.queriesFile, 'utf8')) as { total: number; statements: Record<string, [number, number]> }
  }
  const start = await dump()
  for (let index = 0; index < QUERIES; index++) await probe(server, id)
  const end = await dump()
  const statements = Object.entries(end.statements)
    .map(([sql, [count, ms]]) => {
      const [startCount, startMs] = start.statements[sql] ?? [0, 0]
      return { sql, count: (count - startCount) / QUERIES, ms: (ms - startMs) / QUERIES }
    })
    .filter((statement) => statement.count > 0)
    .sort((a, b) => b.ms - a.ms)
  return {
    per_request: (end.total - start.total) / QUERIES,
    sqlite_ms_per_request: Number(statements.reduce((sum, statement) => sum + statement.ms, 0).toFixed(2)),
    statements: statements.map((statement) => `${statement.count} × ${statement.ms.toFixed(3)} ms ${statement.sql.slice(0, 150)}`),
  }
}

/** CPU time (user + system, ms) a process used so far, from /proc: it depends much less than req/s on what else runs. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function measure(server: Server, id: number, duration: number) {
  const cpuBefore = cpuMs(server.child.pid!)
  const result = await autocannon({ url: pageUrl(server, id), connections: CONNECTIONS, duration, headers: { Accept: 'text/html' } })
  if (result.non2xx) throw new Error(`${server.label}: ${result.non2xx} answers were not 2xx`)
  // On a busy machine a request may wait past autocannon's 10 s timeout: counted, not fatal.
  if (result.errors || result.timeouts) log(`${server.label}: ${result.errors} errors, ${result.timeouts} timeouts`)
  return {
    requests_per_s: result.requests.average as number,
    p99_ms: result.latency.p99 as number,
    cpu_ms_per_request: Number(((cpuMs(server.child.pid!) - cpuBefore) / result.requests.total).toFixed(2)),
  }
}

/** CPU ms per view of each server over `views` views each, the two servers' views alternating. */
async function interleavedBlock(before: Server, after: Server, id: number, views: number) {
  const start = [cpuMs(before.child.pid!), cpuMs(after.child.pid!)]
  const view = async (server: Server) => {
    const response = await fetch(pageUrl(server, id), { headers: { Accept: 'text/html' } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${server.label} answered ${response.status}`)
  }
  const client = async (first: Server, second: Server) => {
    for (let index = 0; index < views / 2; index++) {
      await view(first)
      await view(second)
    }
  }
  await Promise.all([client(before, after), client(after, before)])
  return { before: (cpuMs(before.child.pid!) - start[0]) / views, after: (cpuMs(after.child.pid!) - start[1]) / views }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

await ensureBuilt(ROOT)
if (BEFORE) await ensureBuilt(BEFORE)
const id = prepareData()
const servers: Server[] = []
try {
  if (BEFORE) servers.push(await startServer('before', BEFORE, Number(option('before-port', '4221'))))
  servers.push(await startServer('after', ROOT, Number(option('port', '4211'))))

  const report: Record<string, any> = { url: `/document/${id}`, connections: CONNECTIONS, duration_s: DURATION, rounds: ROUNDS }
  // A document's first view may start background work (its 相似文档 list): the page is taken, and
  // measured, once that is done, as every later view finds it.
  const pages = new Map<string, string>()
  for (const server of servers) await probe(server, id)
  for (const server of servers) {
    const listKeptAfterMs = await similarListKept(server, id)
    pages.set(server.label, await probe(server, id))
    report[server.label] = {
      checkout: server.root,
      html_bytes: Buffer.byteLength(pages.get(server.label)!),
      similar_list_kept_after_ms: listKeptAfterMs,
    }
  }
  if (BEFORE) report.same_visible_text = visibleText(pages.get('before')!) === visibleText(pages.get('after')!)

  if (QUERIES > 0) for (const server of servers) report[server.label].queries = await countQueries(server, id)

  // Warm-up: the first renders load and JIT-compile the SSR bundle and the server's code.
  for (const server of servers) await measure(server, id, 3)
  const measuredFrom = Date.now()
  const rounds: Record<string, Awaited<ReturnType<typeof measure>>[]> = {}
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating the order spreads a drift in the machine's load over both servers.
    const order = round % 2 === 0 ? servers : [...servers].reverse()
    for (const server of order) {
      const result = await measure(server, id, DURATION)
      ;(rounds[server.label] ??= []).push(result)
      log(
        `round ${round + 1} ${server.label}: ${result.requests_per_s.toFixed(1)} req/s, p99 ${result.p99_ms} ms, ${result.cpu_ms_per_request} CPU ms/request`
      )
    }
  }
  for (const server of servers) {
    report[server.label].requests_per_s = median(rounds[server.label].map((result) => result.requests_per_s))
    report[server.label].p99_ms = median(rounds[server.label].map((result) => result.p99_ms))
    report[server.label].cpu_ms_per_request = median(rounds[server.label].map((result) => result.cpu_ms_per_request))
    report[server.label].rounds = rounds[server.label]
    // Its start, the query count and the warm-up are not what is measured.
    if (PROFILE) report[server.label].profile_skip_s = Math.floor((measuredFrom - server.spawnedAt) / 1000)
  }
  if (BEFORE) {
    const ratio = report.after.requests_per_s / report.before.requests_per_s
    // The CPU ratio says the same with less noise when other processes share the machine.
    const cpuRatio = report.before.cpu_ms_per_request / report.after.cpu_ms_per_request
    report.ratio = {
      after_over_before: Number(ratio.toFixed(2)),
      cpu_per_request_before_over_after: Number(cpuRatio.toFixed(2)),
      target: TARGET,
      met: ratio >= TARGET,
    }
  }
  const INTERLEAVE = Number(option('interleave', '0'))
  if (BEFORE && INTERLEAVE > 0) {
    const blocks = []
    for (let block = 0; block < 10; block++) blocks.push(await interleavedBlock(servers[0], servers[1], id, INTERLEAVE / 10))
    report.interleaved = {
      views_per_server: INTERLEAVE,
      cpu_ms_per_request_before: blocks.map((block) => Number(block.before.toFixed(2))),
      cpu_ms_per_request_after: blocks.map((block) => Number(block.after.toFixed(2))),
      cpu_per_request_before_over_after: Number(median(blocks.map((block) => block.before / block.after)).toFixed(3)),
    }
  }
  console.log(JSON.stringify(report, null, 2))
} finally {
  for (const server of servers) await stopServer(server)
  if (PROFILE) log(`CPU profiles in ${join(ROOT, DATA, 'profiles')}`)
}
