import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { ApiError } from '#core/kernel/http/api_error'
import type { SmsSettings } from '../settings.js'

interface Slot {
  release(): Promise<void>
}

/**
 * Takes one send of an allowance in one step of the store (check and count at once), so
 * parallel requests cannot all pass; a refused request gives back what it was counted.
 */
async function take(ctx: HttpContext, limit: { requests: number; duration: string | number }, key: string, message: string): Promise<Slot> {
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

/**
 * The three allowances of a send, per phone (interval and day) and per IP. All are taken
 * before the provider is called and all are given back when it fails: a message the user
 * never got does not count against them.
 */
export async function reserveSend(ctx: HttpContext, mobile: string, config: SmsSettings): Promise<Slot> {
  const taken: Slot[] = []
  const release = async () => {
    for (const slot of taken) await slot.release()
  }
  try {
    taken.push(
      await take(
        ctx,
        { requests: 1, duration: config.resend_interval },
        `sms-interval:${mobile}`,
        '验证码发送过于频繁，请 {seconds} 秒后再试'
      )
    )
    taken.push(
      await take(
        ctx,
        { requests: config.per_mobile_per_day, duration: '24 hours' },
        `sms-day:${mobile}`,
        '该手机号今日获取验证码次数过多，请明天再试'
      )
    )
    taken.push(
      await take(
        ctx,
        { requests: config.per_ip_per_hour, duration: '1 hour' },
        `sms-ip:${ctx.request.ip()}`,
        '当前IP获取验证码过于频繁，请 {seconds} 秒后再试'
      )
    )
  } catch (error) {
    await release()
    throw error
  }
  return { release }
}
