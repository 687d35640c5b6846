/**
 * How fast Docsite starts: wall and CPU time of `docsite --help` and `docsite config get
 * system.sitename` (median of RUNS, default 5), and of the web server from spawn to the first 200
 * on /health, with its RSS once idle (median of SERVER_RUNS, default 3). Wall times follow the
 * machine's load; CPU times much less so.
 *
 *   node bench/startup/cli_and_server_start.ts                 the compiled build (build/, made first when stale)
 *   node bench/startup/cli_and_server_start.ts --from=source   the TypeScript sources through @poppinss/ts-exec
 *
 * The server starts as scripts/start.sh starts it (NODE_ENV=production, its node flags) on its own
 * SQLite file (tmp/bench-startup.sqlite3, migrated once) and a free port.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { option } from '../lib/options.ts'
import { startShServerFlags } from '../lib/server_flags.ts'

const FROM = option('from', 'build')
const RUNS = Number(process.env.RUNS ?? 5)
const SERVER_RUNS = Number(process.env.SERVER_RUNS ?? 3)
const SQLITE_FILE = 'tmp/bench-startup.sqlite3'
const SERVER_FLAGS = startShServerFlags()
// DOCSITE_FROM_SOURCE makes bin/docsite.js skip the build, as on a checkout without one.
const ENV = {
  ...process.env,
  NODE_ENV: 'production',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILE,
  DOCSITE_FROM_SOURCE: FROM === 'source' ? '1' : '',
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** CPU time (user + system, ms) from /proc: field 14-15 of a process, 16-17 for its waited-for children. */
function cpuMs(pid: number | 'self', children = false) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]]
  return ((Number(user) + Number(system)) * 1000) / 100
}

/** Wall and CPU times of RUNS runs; CPU time varies less than wall time on a busy machine. */
function timeCommand(args: string[]) {
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const cpuBefore = cpuMs('self', true)
    const result = spawnSync(process.execPath, args, { env: ENV, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
    wall.push(performance.now() - started)
    cpu.push(cpuMs('self', true) - cpuBefore)
  }
  return { wall, cpu }
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

function rssMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  return kb / 1024
}

async function startServer() {
  const port = await freePort()
  const entry = FROM === 'source' ? ['--import', '@poppinss/ts-exec', 'bin/server.ts'] : ['build/bin/server.js']
  const started = performance.now()
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...entry], {
    env: { ...ENV, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      const status = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.status,
        () => 0
      )
      if (status === 200) break
      if (performance.now() - started > 120_000) throw new Error('no 200 on /health after 120 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const ready = performance.now() - started
    const cpu = cpuMs(child.pid!)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    return { ready, cpu, rss: rssMb(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

function line(label: string, values: number[], unit: string) {
  console.log(
    `${label.padEnd(34)} median ${median(values).toFixed(0).padStart(5)} ${unit}   runs: ${values.map((v) => v.toFixed(0)).join(', ')}`
  )
}

mkdirSync('tmp', { recursive: true })
if (FROM === 'build') {
  const built = spawnSync('bash', ['-c', 'source scripts/bootstrap.sh && ensure_server_build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}
if (!existsSync(SQLITE_FILE)) {
  const migrated = spawnSync(process.execPath, ['ace.js', 'migration:run', '--force'], { env: ENV, encoding: 'utf8' })
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}\n${migrated.stderr}`)
}

console.log(`Docsite start-up, from the ${FROM === 'source' ? 'TypeScript sources' : 'compiled build'} (Node ${process.version})`)
const help = timeCommand(['bin/docsite.js', '--help'])
line('docsite --help: wall', help.wall, 'ms')
line('docsite --help: CPU', help.cpu, 'ms')
const get = timeCommand(['bin/docsite.js', 'config', 'get', 'system.sitename'])
line('docsite config get: wall', get.wall, 'ms')
line('docsite config get: CPU', get.cpu, 'ms')
const servers = []
for (let run = 0; run < SERVER_RUNS; run++) servers.push(await startServer())
line(
  'server: spawn to /health 200',
  servers.map((server) => server.ready),
  'ms'
)
line(
  'server: CPU until then',
  servers.map((server) => server.cpu),
  'ms'
)
line(
  'server: RSS idle (3 s after ready)',
  servers.map((server) => server.rss),
  'MB'
)
