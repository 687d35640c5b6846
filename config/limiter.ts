import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters, LimiterManagerStoreFactory } from '@adonisjs/limiter/types'
import { FallbackLimiterStore, StoreHealth } from '#core/accounts/services/fallback_limiter_store'

/**
 * Redis, bounded: a Redis that is down or does not answer within 1.5 s
 * (RATE_LIMIT_REDIS_TIMEOUT_MS) is skipped for 10 s and limits are counted in this process
 * meanwhile (README, "Rate limits when Redis is down").
 */
function redisWithFallback() {
  const redis = stores.redis({ connectionName: 'main' })
  const memory = stores.memory({})
  const health = new StoreHealth(env.get('RATE_LIMIT_REDIS_TIMEOUT_MS') ?? 1500, 10_000)
  return configProvider.create<LimiterManagerStoreFactory>(async (app) => {
    const shared = await redis.resolver(app)
    return (options) => new FallbackLimiterStore(shared(options), memory(options), health)
  })
}

const limiterConfig = defineConfig({
  default: env.get('REDIS_HOST') ? 'redis' : 'memory',
  stores: {
    memory: stores.memory({}),
    redis: redisWithFallback(),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
