import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { ApiError } from './api_error.js'

export interface Allowance {
  /** Hands the request back when it should not count after all (the mail or text was never sent). */
  release(): Promise<void>
}

/**
 * Takes one request of an allowance in a single step of the store (check and count at once),
 * so parallel requests can never all pass a check made before any of them was counted. A
 * refused request hands back what the store counted for it, so the count stays the requests
 * let through, and gets 429 with Retry-After and `message` ({seconds} filled in).
 */
export async function reserveAllowance(
  ctx: HttpContext,
  limit: { requests: number; duration: string | number },
  key: string,
  message: string
): Promise<Allowance> {
  const store = limiter.use(limit)
  try {
    await store.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      await store.decrement(key)
      const wait = Math.max(1, Math.ceil(error.response.availableIn))
      ctx.response.header('Retry-After', String(wait))
      throw ApiError.tooManyRequests(message.replace('{seconds}', String(wait)))
    }
    throw error
  }
  return { release: async () => void (await store.decrement(key)) }
}
