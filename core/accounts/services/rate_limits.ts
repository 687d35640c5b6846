import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import settings from '#core/settings/settings_service'
import { ApiError } from '#core/kernel/http/api_error'

function tooMany(ctx: HttpContext, seconds: number, message: string) {
  const wait = Math.max(1, Math.ceil(seconds))
  ctx.response.header('Retry-After', String(wait))
  return ApiError.tooManyRequests(message.replace('{seconds}', String(wait)))
}

/** security.login_attempts_per_minute, counted per IP and account name, every attempt. */
export async function throttleLogin(ctx: HttpContext, username: string) {
  const requests = Number(await settings.get('security', 'login_attempts_per_minute')) || 10
  const key = `login:${ctx.request.ip()}:${username.trim().toLowerCase()}`
  try {
    await limiter.use({ requests, duration: '1 min' }).consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      throw tooMany(ctx, error.response.availableIn, '登录尝试次数过多，请 {seconds} 秒后再试')
    }
    throw error
  }
}

/**
 * security.register_per_hour_per_ip, counting accounts actually created: check before,
 * count after success, so a mistyped form does not use up the allowance.
 */
export async function registerAllowance(ctx: HttpContext) {
  const requests = Number(await settings.get('security', 'register_per_hour_per_ip')) || 10
  const limit = limiter.use({ requests, duration: '1 hour' })
  const key = `register:${ctx.request.ip()}`
  const state = await limit.get(key)
  if (state && state.remaining <= 0) {
    throw tooMany(ctx, state.availableIn, '注册过于频繁，同一IP每小时最多注册 ' + requests + ' 个账号，请 {seconds} 秒后再试')
  }
  return { count: () => limit.increment(key) }
}
