import type { HttpContext } from '@adonisjs/core/http'
import { reserveAllowance, type Allowance } from '#core/kernel/http/allowance'
import type { SmsSettings } from '../settings.js'

/**
 * The three allowances of a send, per phone (interval and day) and per IP. All are taken
 * before the provider is called and all are given back when it fails: a message the user
 * never got does not count against them.
 */
export async function reserveSend(ctx: HttpContext, mobile: string, config: SmsSettings): Promise<Allowance> {
  const taken: Allowance[] = []
  const release = async () => {
    for (const slot of taken) await slot.release()
  }
  try {
    taken.push(
      await reserveAllowance(
        ctx,
        { requests: 1, duration: config.resend_interval },
        `sms-interval:${mobile}`,
        '验证码发送过于频繁，请 {seconds} 秒后再试'
      )
    )
    taken.push(
      await reserveAllowance(
        ctx,
        { requests: config.per_mobile_per_day, duration: '24 hours' },
        `sms-day:${mobile}`,
        '该手机号今日获取验证码次数过多，请明天再试'
      )
    )
    taken.push(
      await reserveAllowance(
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
