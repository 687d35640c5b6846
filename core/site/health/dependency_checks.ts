import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { queue } from '#core/queue/contracts'
import { storage } from '#core/storage/contracts'

export type DependencyName = 'database' | 'redis' | 'storage' | 'queue'

export interface DependencyStatus {
  status: 'ok' | 'down' | 'unused'
  /** How long the check took, in milliseconds. */
  ms: number
  /** Why it is down, as the system error code (ECONNREFUSED, ENOSPC, timeout...); details go to the log. */
  error?: string
}

/** A dependency that takes longer than this to answer counts as down: a load balancer must not wait on /health. */
export const CHECK_TIMEOUT_MS = 3_000

function withTimeout<T>(work: Promise<T>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'timeout' })), timeoutMs)
  })
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

function errorCode(error: any) {
  for (let cause = error, depth = 0; cause && depth < 5; cause = cause.cause, depth += 1) {
    if (typeof cause.code === 'string' && /^[A-Z_]+$|^timeout$/.test(cause.code)) return cause.code as string
  }
  return typeof error?.name === 'string' && error.name !== 'Error' ? (error.name as string) : 'error'
}

const checks: Record<DependencyName, () => Promise<'ok' | 'unused'>> = {
  async database() {
    await db.rawQuery('select 1')
    return 'ok'
  },
  async redis() {
    if (!env.get('REDIS_HOST')) return 'unused'
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const connection = redis.connection()
    // A refused command only says it gave up retrying; the connection knows why (ECONNREFUSED...).
    await connection.ping().catch((error) => {
      throw connection.lastError ?? error
    })
    return 'ok'
  },
  async storage() {
    const disk = storage.disk()
    const key = `.health/${randomUUID()}`
    await disk.put(key, 'ok')
    await disk.delete(key)
    return 'ok'
  },
  async queue() {
    await queue.ping()
    return 'ok'
  },
}

/** Checks every dependency at once, each within CHECK_TIMEOUT_MS; a failure is logged with its details. */
export async function checkDependencies(timeoutMs = CHECK_TIMEOUT_MS) {
  const names = Object.keys(checks) as DependencyName[]
  const results = await Promise.all(
    names.map(async (name): Promise<[DependencyName, DependencyStatus]> => {
      const started = Date.now()
      try {
        const status = await withTimeout(checks[name](), timeoutMs)
        return [name, { status, ms: Date.now() - started }]
      } catch (error) {
        logger.warn({ err: error, dependency: name }, `health: ${name} is down`)
        return [name, { status: 'down', ms: Date.now() - started, error: errorCode(error) }]
      }
    })
  )
  const dependencies = Object.fromEntries(results) as Record<DependencyName, DependencyStatus>
  const healthy = results.every(([, result]) => result.status !== 'down')
  return { status: healthy ? ('ok' as const) : ('down' as const), dependencies }
}
