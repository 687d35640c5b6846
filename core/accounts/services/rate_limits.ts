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

async function setting(name: string, fallback: number) {
  return Number(await settings.get('security', name)) || fallback
}

/**
 * Takes one request of the allowance in a single step of the store (check and count at once),
 * so parallel requests can never all pass a check made before any of them was counted.
 * `release` hands the request back when it should not count after all. A refused request
 * hands back what the store counted for it, so the count stays the requests let through.
 */
export async function reserve(ctx: HttpContext, limit: { requests: number; duration: string }, key: string, message: string) {
  const store = limiter.use(limit)
  try {
    await store.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      await store.decrement(key)
      throw tooMany(ctx, error.response.availableIn, message)
    }
    throw error
  }
  return { release: async () => void (await store.decrement(key)) }
}

/** security.login_attempts_per_minute, counted per IP and account name, every attempt. */
export async function throttleLogin(ctx: HttpContext, username: string) {
  const requests = await setting('login_attempts_per_minute', 10)
  const key = `login:${ctx.request.ip()}:${username.trim().toLowerCase()}`
  await reserve(ctx, { requests, duration: '1 min' }, key, '登录尝试次数过多，请 {seconds} 秒后再试')
}

/**
 * security.login_failures_per_hour_per_ip, failed logins per IP whatever the account name
 * (password spraying). Every attempt takes a slot up front; a successful login releases it.
 */
export async function reserveLoginFailure(ctx: HttpContext) {
  const requests = await setting('login_failures_per_hour_per_ip', 30)
  const key = `login-failures:${ctx.request.ip()}`
  return reserve(ctx, { requests, duration: '1 hour' }, key, '当前IP登录失败次数过多，请 {seconds} 秒后再试')
}

/**
 * security.register_per_hour_per_ip, counting accounts actually created: a slot is taken
 * before the account is created and released when the registration fails (name taken, wrong
 * captcha), so a mistyped form does not use up the allowance and parallel requests cannot
 * create more accounts than allowed.
 */
export async function reserveRegistration(ctx: HttpContext) {
  const requests = await setting('register_per_hour_per_ip', 10)
  const key = `register:${ctx.request.ip()}`
  return reserve(ctx, { requests, duration: '1 hour' }, key, `注册过于频繁，同一IP每小时最多注册 ${requests} 个账号，请 {seconds} 秒后再试`)
}
