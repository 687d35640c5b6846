import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Used only when REDIS_HOST is set (rate limits, sessions); never connected otherwise. The
 * queue has its own connections (config/queue.ts).
 *
 * Every wait is bounded so a request never hangs on Redis: connecting, each command
 * (a paused Redis accepts the connection and never answers), and the offline queue (a
 * command waiting for a reconnect fails after one retry). Reconnecting never gives up, so
 * the site recovers by itself when Redis is back.
 */
export const REDIS_TIMEOUT_MS = 2_000
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST', '127.0.0.1'),
      port: env.get('REDIS_PORT', 6379),
      password: env.get('REDIS_PASSWORD', ''),
      db: 0,
      keyPrefix: 'docsite:',
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy(times) {
        return Math.min(times * 100, 2_000)
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
