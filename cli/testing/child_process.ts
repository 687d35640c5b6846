import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** Helpers for tests that run the CLI or the server as child processes, as an operator would. */
export const APP_ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * The test process's environment with overrides; a value of undefined removes the
 * variable (e.g. REDIS_HOST, to get the in-process queue).
 */
/**
 * Child processes run on their own SQLite file even when the test run itself uses MySQL:
 * they must never migrate or drop the database the parent is testing against.
 */
export function childEnv(overrides: Record<string, string | undefined>) {
  const env: NodeJS.ProcessEnv = { ...process.env, DB_CONNECTION: 'sqlite', ...overrides }
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete env[key]
  return env
}

/** Runs `docsite <args>`; `input` is written to its stdin, which is then closed. */
export function runCli(args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000, input?: string) {
  return new Promise<CliResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/docsite.js', ...args], { cwd: APP_ROOT, env: childEnv(env) })
    if (input !== undefined) child.stdin.end(input)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`docsite ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`))
    }, timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/**
 * A long-running child in its own process group, so stopping it also stops what it
 * spawned (Vite's helpers): SIGTERM to the group, SIGKILL if it is still there after the
 * grace period. Also killed if the test process exits first.
 */
export function startDetached(command: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(command, args, { cwd: APP_ROOT, env: childEnv(env), detached: true })
  const output = { text: '' }
  child.stdout!.on('data', (chunk) => (output.text += chunk))
  child.stderr!.on('data', (chunk) => (output.text += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {}
  }
  const onExit = () => killGroup('SIGKILL')
  process.on('exit', onExit)
  return {
    child: child as ChildProcess,
    output,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(signal)
        const late = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(() => r(true), graceMs))])
        if (late) killGroup('SIGKILL')
      }
      process.off('exit', onExit)
      return exited
    },
    /** Resolves once the output matches, rejects when the child exits or time runs out. */
    async waitFor(pattern: RegExp, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (!pattern.test(output.text)) {
        if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}) before ${pattern}:\n${output.text}`)
        if (Date.now() > deadline) throw new Error(`no ${pattern} after ${timeoutMs} ms:\n${output.text}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
