import type { HttpContext } from '@adonisjs/core/http'
import { reserveAllowance } from '#core/kernel/http/allowance'

/**
 * Codes mailed to one address (one a minute, ten a day) and from one IP (twenty an hour),
 * whether or not the address has an account, so the answer never tells. Each limit is one
 * atomic step of the limiter store: parallel requests cannot slip past it.
 * `release` hands back the address's slots when the mail could not be sent.
 */
export async function reserveEmailCode(ctx: HttpContext, email: string) {
  const address = email.toLowerCase()
  const ip = await reserveAllowance(
    ctx,
    { requests: 20, duration: '1 hour' },
    `email-code-ip:${ctx.request.ip()}`,
    '发送邮件过于频繁，请 {seconds} 秒后再试'
  )
  const minute = await reserveAllowance(
    ctx,
    { requests: 1, duration: '1 min' },
    `email-code:${address}`,
    '邮件发送过于频繁，请 {seconds} 秒后再试'
  ).catch(async (error) => {
    await ip.release()
    throw error
  })
  const day = await reserveAllowance(
    ctx,
    { requests: 10, duration: '1 day' },
    `email-code-day:${address}`,
    '该邮箱今天收到的邮件过多，请 {seconds} 秒后再试'
  ).catch(async (error) => {
    await Promise.all([ip.release(), minute.release()])
    throw error
  })
  return {
    release: async () => {
      await Promise.all([minute.release(), day.release()])
    },
  }
}
