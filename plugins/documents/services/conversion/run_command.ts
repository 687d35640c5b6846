import { spawn, type ChildProcess } from 'node:child_process'
import type { Readable } from 'node:stream'
import { markedEnv } from './child_guard.js'
import { ConversionError } from './errors.js'

export interface RunOptions {
  /** Kill the whole process group after this many milliseconds (0 = never). */
  timeoutMs: number
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Keep at most this many bytes of stdout (default 64 MiB); more is an error. */
  maxStdoutBytes?: number
  /** Consume stdout as a stream instead of buffering it. */
  onStdout?: (stdout: Readable, child: ChildProcess) => Promise<void>
  /** Step name for error messages, e.g. 'render pages'. */
  step: string
}

export interface RunResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: Buffer
  stderr: string
  ms: number
}

const STDERR_KEEP = 8192

/** Kills a detached child and everything it started (its process group). */
export function killTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a program in its own process group so a timeout can kill it with its children
 * (soffice, calibre and chromium start helpers). Resolves with the exit status; rejects
 * only with ConversionError: 'timeout', or 'tool-missing' when the program does not exist.
 */
export function runCommand(cmd: string, args: string[], options: RunOptions): Promise<RunResult> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let child: ChildProcess
    try {
      child = spawn(cmd, args, {
        cwd: options.cwd,
        env: markedEnv(options.env ?? process.env),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      reject(new ConversionError('tool-missing', `${cmd} could not be started: ${(error as Error).message}`))
      return
    }
    const maxStdout = options.maxStdoutBytes ?? 64 * 1024 * 1024
    const chunks: Buffer[] = []
    let stdoutBytes = 0
    let stderr = ''
    let timedOut = false
    let overflow = false
    let settled = false
    let consumer: Promise<void> = Promise.resolve()

    const timer =
      options.timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true
            killTree(child)
          }, options.timeoutMs)
        : undefined

    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP)
    })
    if (options.onStdout) {
      consumer = options.onStdout(child.stdout!, child).catch((error) => {
        killTree(child)
        throw error
      })
      consumer.catch(() => {})
    } else {
      child.stdout!.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.length
        if (stdoutBytes > maxStdout) {
          overflow = true
          killTree(child)
          return
        }
        chunks.push(chunk)
      })
    }

    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      if (timer) clearTimeout(timer)
      fn()
    }

    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(() => {
        if (error.code === 'ENOENT') {
          reject(new ConversionError('tool-missing', `${cmd} is not installed (not found in PATH)`))
        } else {
          reject(new ConversionError('failed', `${options.step}: ${cmd} failed to start: ${error.message}`))
        }
      })
    })
    child.on('close', (code, signal) => {
      const ms = performance.now() - started
      consumer.then(
        () =>
          finish(() => {
            if (timedOut) {
              reject(new ConversionError('timeout', `${options.step}: ${cmd} timed out after ${options.timeoutMs} ms`))
            } else if (overflow) {
              reject(new ConversionError('too-large', `${options.step}: ${cmd} wrote more than ${maxStdout} bytes`))
            } else {
              resolve({ code, signal, stdout: Buffer.concat(chunks), stderr: stderr.slice(-STDERR_KEEP), ms })
            }
          }),
        (error) =>
          finish(() => {
            if (timedOut) {
              reject(new ConversionError('timeout', `${options.step}: ${cmd} timed out after ${options.timeoutMs} ms`))
            } else {
              reject(error)
            }
          })
      )
    })
  })
}

/** The last meaningful stderr line, for log details. */
export function stderrSummary(stderr: string) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('warning: ICC'))
  return lines.slice(-3).join(' | ').slice(0, 500)
}
