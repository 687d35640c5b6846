import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { CliError } from './cli_error.js'

const CHECK_TIMEOUT_MS = 10_000

function within<T>(work: Promise<T>, what: string) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS)
  })
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

function reason(error: unknown) {
  return String((error as Error)?.message ?? error).split('\n')[0]
}

/** Where the database is, as an operator configured it. */
function databaseAddress() {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)?.config as { connection?: Record<string, unknown> } | undefined
  const connection = config?.connection ?? {}
  return connection.filename ? `${name} ${connection.filename}` : `${name} ${connection.host ?? '127.0.0.1'}:${connection.port ?? ''}`
}

/**
 * A worker whose database or Redis is away would take jobs only to fail them (or wait
 * forever): it refuses to start instead, saying which one and where.
 */
export async function requireWorkerDependencies() {
  try {
    await within(db.rawQuery('select 1'), 'the database')
  } catch (error) {
    throw new CliError(
      `the database (${databaseAddress()}) cannot be reached: ${reason(error)}. ` +
        'The worker needs it for every job: start the database or correct DB_HOST / DB_PORT, then start the worker again.'
    )
  }
  try {
    await within(queue.ping(), 'Redis')
  } catch (error) {
    const { host, port } = queue.config.redis
    throw new CliError(
      `Redis (${host}:${port}) cannot be reached: ${reason(error)}. ` +
        'The worker takes its jobs from it: start Redis or correct REDIS_HOST / REDIS_PORT, then start the worker again.'
    )
  }
}
