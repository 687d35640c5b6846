import logger from '@adonisjs/core/services/logger'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { LimiterStoreContract } from '@adonisjs/limiter/types'

/**
 * Whether the shared store (Redis) answered lately. One per set of stores: once a call
 * fails or times out, every limiter uses its in-memory fallback for `retryAfterMs` instead
 * of making each request wait for the timeout again. It also knows every fallback, so that
 * clearing the limits clears all of them.
 */
export class StoreHealth {
  #downUntil = 0
  readonly fallbacks = new Set<LimiterStoreContract>()

  constructor(
    readonly timeoutMs: number,
    readonly retryAfterMs: number
  ) {}

  get isDown() {
    return Date.now() < this.#downUntil
  }

  /** Try the shared store again at once (after the limits were cleared). */
  markUp() {
    this.#downUntil = 0
  }

  markDown(reason: unknown) {
    if (!this.isDown) {
      logger.warn({ err: reason }, 'rate-limit store unavailable, limits are counted in this process for now')
    }
    this.#downUntil = Date.now() + this.retryAfterMs
  }
}

class StoreTimeout extends Error {
  constructor(ms: number) {
    super(`rate-limit store did not answer within ${ms} ms`)
  }
}

/**
 * A limiter store that counts in the shared store (Redis) and, when that store fails or does
 * not answer within `health.timeoutMs` (stopped, paused, unreachable), counts in this
 * process's memory instead, so login and registration keep their limits and answer in
 * bounded time. A refusal (too many requests) is an answer, never a fault.
 */
export class FallbackLimiterStore implements LimiterStoreContract {
  constructor(
    private readonly shared: LimiterStoreContract,
    private readonly local: LimiterStoreContract,
    private readonly health: StoreHealth
  ) {
    health.fallbacks.add(local)
  }

  get name() {
    return this.shared.name
  }

  get requests() {
    return this.shared.requests
  }

  get duration() {
    return this.shared.duration
  }

  get blockDuration() {
    return this.shared.blockDuration
  }

  async #run<T>(call: (store: LimiterStoreContract) => Promise<T>): Promise<T> {
    if (this.health.isDown) return call(this.local)
    const answer = call(this.shared)
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      // After a busy spell of this process, the timer and the store's reply are both due at
      // once and timers run first: waiting for the check phase lets a reply that already
      // arrived be read, so a slow process is not mistaken for a slow store.
      timer = setTimeout(() => setImmediate(() => reject(new StoreTimeout(this.health.timeoutMs))), this.health.timeoutMs)
    })
    try {
      return await Promise.race([answer, timeout])
    } catch (error) {
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) throw error
      // The late answer of a store that timed out must not become an unhandled rejection.
      answer.catch(() => {})
      this.health.markDown(error)
      return call(this.local)
    } finally {
      clearTimeout(timer)
    }
  }

  consume(key: string | number, amount?: number) {
    return this.#run((store) => store.consume(key, amount))
  }

  increment(key: string | number, amount?: number) {
    return this.#run((store) => store.increment(key, amount))
  }

  decrement(key: string | number, amount?: number) {
    return this.#run((store) => store.decrement(key, amount))
  }

  block(key: string | number, duration: string | number) {
    return this.#run((store) => store.block(key, duration))
  }

  set(key: string | number, requests: number, duration?: string | number) {
    return this.#run((store) => store.set(key, requests, duration))
  }

  delete(key: string | number) {
    return this.#run((store) => store.delete(key))
  }

  deleteInMemoryBlockedKeys() {
    this.shared.deleteInMemoryBlockedKeys?.()
    this.local.deleteInMemoryBlockedKeys?.()
  }

  /**
   * The limiter service clears one store per kind: here that is Redis and every fallback, and
   * Redis is asked again at once, so counting starts over in one store, not half in memory.
   */
  async clear() {
    for (const fallback of this.health.fallbacks) await fallback.clear()
    this.health.markUp()
    await this.#run((store) => store.clear())
  }

  get(key: string | number) {
    return this.#run((store) => store.get(key))
  }
}
