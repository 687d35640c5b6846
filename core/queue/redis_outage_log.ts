import type { ApplicationService } from '@adonisjs/core/types'
import type { RedisManager } from '@adonisjs/redis'
import env from '#start/env'
import { OutageLog, type OutageLogger } from '#core/kernel/outage_log'

type Connection = NonNullable<RedisManager<any>['activeConnections'][string]>

/**
 * The main Redis connection (sessions, rate limits) logs a fatal line for every failed
 * reconnect by default: one every couple of seconds for as long as Redis is away. Its
 * errors go through an OutageLog instead: down, a reminder a minute, back.
 */
export function watchRedisOutages(redis: RedisManager<any>, logger: OutageLogger, reminderMs?: number) {
  redis.doNotLogErrors()
  const watch = (connection: Connection) => {
    const { host, port } = connection.ioConnection.options as { host?: string; port?: number }
    const outage = new OutageLog({ what: `Redis ${host}:${port} (${connection.connectionName})`, logger, reminderMs })
    connection.on('error', ({ error }) => outage.down(error))
    connection.on('subscriber:error', ({ error }) => outage.down(error))
    connection.on('ready', () => outage.up())
  }
  for (const connection of Object.values(redis.activeConnections)) if (connection) watch(connection)
  redis.on('connection', watch)
}

/** Wires watchRedisOutages to the app's Redis and logger, on sites that use Redis. */
export async function logRedisOutages(app: ApplicationService) {
  if (!env.get('REDIS_HOST')) return
  const [redis, logger] = await Promise.all([app.container.make('redis'), app.container.make('logger')])
  watchRedisOutages(redis, { info: (line) => logger.info(line), warn: (line) => logger.warn(line), error: (line) => logger.error(line) })
}
