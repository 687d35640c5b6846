import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { settings } from '#core/settings/contracts'
import { ApiError } from '#core/kernel/http/api_error'

/**
 * security.comment_interval: seconds a user waits between two comments (0 = no wait).
 * Counted per user through @adonisjs/limiter, so it holds across web nodes on Redis.
 */
export async function throttleComment(userId: number) {
  const seconds = Math.floor(Number(await settings.get('security', 'comment_interval')) || 0)
  if (seconds <= 0) return
  try {
    await limiter.use({ requests: 1, duration: `${seconds} sec` }).consume(`comment:${userId}`)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      const wait = Math.max(1, Math.ceil(error.response.availableIn))
      throw ApiError.tooManyRequests(`评论过于频繁，请 ${wait} 秒后再试`)
    }
    throw error
  }
}
