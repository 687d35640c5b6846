import type { HttpContext } from '@adonisjs/core/http'
import settings from '#core/settings/settings_service'
import { reserveAllowance } from '#core/kernel/http/allowance'

async function setting(name: string, fallback: number) {
  return Number(await settings.get('security', name)) || fallback
}

/** security.login_attempts_per_minute, counted per IP and account name, every attempt. */
export async function throttleLogin(ctx: HttpContext, username: string) {
  const requests = await setting('login_attempts_per_minute', 10)
  const key = `login:${ctx.request.ip()}:${username.trim().toLowerCase()}`
  await reserveAllowance(ctx, { requests, duration: '1 min' }, key, '登录尝试次数过多，请 {seconds} 秒后再试')
}

/**
 * security.login_failures_per_hour_per_ip, failed logins per IP whatever the account name
 * (password spraying). Every attempt takes a slot up front; a successful login releases it.
 */
export async function reserveLoginFailure(ctx: HttpContext) {
  const requests = await setting('login_failures_per_hour_per_ip', 30)
  const key = `login-failures:${ctx.request.ip()}`
  return reserveAllowance(ctx, { requests, duration: '1 hour' }, key, '当前IP登录失败次数过多，请 {seconds} 秒后再试')
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
  return reserveAllowance(
    ctx,
    { requests, duration: '1 hour' },
    key,
    `注册过于频繁，同一IP每小时最多注册 ${requests} 个账号，请 {seconds} 秒后再试`
  )
}
