/**
 * How much memory the web process needs to take a large document upload: streams a generated
 * 500 MB PDF-looking body to POST /api/v1/upload/document and samples the server's RSS.
 * Target: growth < 64 MB (the file goes to a temp file and the drive as a stream, never into memory).
 *
 *   node bench/upload/upload_rss.ts                  starts a production server on its own SQLite file
 *   BASE_URL=http://127.0.0.1:3333 SERVER_PID=1234 TOKEN=<bearer> node bench/upload/upload_rss.ts
 *                                                    uses a running one (document.max_document_size must allow the size)
 *
 * UPLOAD_MB (default 500) sets the body size; TIMELINE=1 prints RSS every 0.5 s (TIMELINE=tail: the
 * last 3 s every 50 ms); GC_LOG=1 starts the server with --trace-gc.
 *
 * Reading the figure: a plain Node server piping a request body to a file grows by ~56-59 MB on
 * the project machine, because V8 collects the socket's read buffers only after about 64 MB of
 * them (its external-memory limit) and the allocator keeps those pages. The growth does not
 * depend on the upload size (100, 500 and 1500 MB give the same figure); a buffered upload would.
 * scripts/start.sh runs the server with a small young generation (--max-semi-space-size=2), which
 * collects those buffers sooner; the bench starts its server with the same flags.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'

const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 500)
const CHUNK = Buffer.alloc(1024 * 1024, 0x20)
const SQLITE_FILE = 'tmp/bench-upload.sqlite3'
const SERVER_FLAGS = (/exec node (.*?)(?:--import|build\/)/.exec(readFileSync('scripts/start.sh', 'utf8'))?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
const STORAGE_ROOT = 'tmp/bench-upload-storage'

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
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

mkdirSync('tmp', { recursive: true })

const benchEnv = { ...process.env, NODE_ENV: 'production', SQLITE_FILE, STORAGE_ROOT, LOG_LEVEL: 'warn' }

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { env: benchEnv, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

async function waitForServer(base: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting')
    try {
      const response = await fetch(`${base}/api/v1/settings`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start within 2 minutes')
}

async function startServer() {
  rmSync(SQLITE_FILE, { force: true })
  rmSync(STORAGE_ROOT, { recursive: true, force: true })
  run(['ace.js', 'migration:run', '--force'])
  run(['ace.js', 'db:seed'])
  run(['bin/docsite.js', 'config', 'set', 'document.max_document_size', String(UPLOAD_MB + 10)])
  run(['bin/docsite.js', 'user', 'create', 'benchupload', '--email', 'benchupload@example.com', '--password', 'bench-secret', '--admin'])
  const port = await freePort()
  // The flags of scripts/start.sh, so the figure is that of the server `npm start` runs.
  const child = spawn(
    process.execPath,
    [...(process.env.GC_LOG ? ['--trace-gc'] : []), ...SERVER_FLAGS, '--import', '@poppinss/ts-exec', 'bin/server.ts'],
    {
      env: { ...benchEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', process.env.GC_LOG ? 'inherit' : 'ignore', 'inherit'],
    }
  )
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base, child)
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'benchupload', password: 'bench-secret' }),
  })
  const { token } = (await login.json()) as { token: string }
  return { base, pid: child.pid!, token, child }
}

/** Sends `megabytes` MB of a PDF-looking file as multipart field `file`, generated chunk by chunk. */
function upload(base: string, token: string, megabytes: number): Promise<{ status: number; body: string }> {
  const boundary = `----docsite-bench-${Date.now()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n% bench ${Date.now()}\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const fileBytes = megabytes * CHUNK.length
  const length = head.length + fileBytes + tail.length
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/v1/upload/document`, {
      method: 'POST',
      headers: {
        'Authorization': `Bearer ${token}`,
        'Accept': 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': length,
      },
    })
    req.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    let sent = 0
    const pump = () => {
      while (sent < megabytes) {
        sent += 1
        if (!req.write(CHUNK)) return void req.once('drain', pump)
      }
      req.end(tail)
    }
    req.write(head)
    pump()
  })
}

const external = process.env.BASE_URL
const server = external
  ? { base: external, pid: Number(process.env.SERVER_PID), token: process.env.TOKEN ?? '', child: null }
  : await startServer()
if (!server.pid || !server.token) throw new Error('BASE_URL needs SERVER_PID and TOKEN')

try {
  // Warm up the route (lazy controller import, JIT) so the figure is the upload's own cost.
  const warm = await upload(server.base, server.token, 1)
  if (warm.status !== 200) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`)
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const baseline = rssMb(server.pid)
  let peak = baseline
  const timeline: number[] = []
  const sampler = setInterval(() => {
    const now = rssMb(server.pid)
    timeline.push(now)
    peak = Math.max(peak, now)
  }, 50)
  const started = performance.now()
  const result = await upload(server.base, server.token, UPLOAD_MB)
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, rssMb(server.pid))

  const growth = peak - baseline
  if (process.env.TIMELINE) {
    console.log(
      (process.env.TIMELINE === 'tail' ? timeline.slice(-60) : timeline.filter((_, index) => index % 10 === 0))
        .map((mb) => mb.toFixed(0))
        .join(' ')
    )
  }
  console.log(`upload of ${UPLOAD_MB} MB: HTTP ${result.status} in ${seconds.toFixed(1)} s (${(UPLOAD_MB / seconds).toFixed(0)} MB/s)`)
  if (result.status !== 200) console.log(result.body.slice(0, 300))
  console.log(`server RSS: baseline ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target < 64 MB)`)
  process.exitCode = result.status === 200 && growth < 64 ? 0 : 1
} finally {
  if (server.child) {
    server.child.kill('SIGTERM')
    await new Promise((resolve) => server.child!.once('exit', resolve))
    rmSync(STORAGE_ROOT, { recursive: true, force: true })
    rmSync(SQLITE_FILE, { force: true })
  }
}
