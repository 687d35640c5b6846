import type { HttpContext } from '@adonisjs/core/http'
import { User, verifyCaptcha } from '#core/accounts/contracts'
import { SmsType } from '../enums.js'
import { assertSmsEnabled } from '../services/sms_config.js'
import { reserveSend } from '../services/send_limits.js'
import { deliverCode } from './deliver_code.js'

export interface SendCodeInput {
  mobile: string
  type: SmsType
  captcha_id?: string
  captcha: string
}

export async function userOfMobile(mobile: string) {
  return User.query().where('mobile', mobile).first()
}

/** Whether a code of this purpose may go to the number: register to a free one, login and find password to an account's. */
function mayReceive(type: SmsType, user: User | null) {
  return type === SmsType.Register ? !user : Boolean(user)
}

/**
 * POST /api/v1/sms: the captcha (always asked), the allowances (per number and per IP,
 * taken for every request that passes the captcha), then the message when the purpose
 * allows it: a register code only to a free number, a login or find-password code only to
 * an account's. The answer is the same either way ({ is_registered: false }), so the form
 * cannot test numbers; a number that got no code learns why when the code is used
 * (验证码错误或已过期). A provider failure gives the allowances back.
 */
export async function sendCode(ctx: HttpContext, input: SendCodeInput) {
  const config = await assertSmsEnabled()
  await verifyCaptcha('sms', input.captcha_id, input.captcha)
  const slot = await reserveSend(ctx, input.mobile, config)
  const user = await userOfMobile(input.mobile)
  if (mayReceive(input.type, user)) {
    try {
      await deliverCode({ mobile: input.mobile, type: input.type, userId: user?.id ?? null, ip: ctx.request.ip() }, config)
    } catch (error) {
      await slot.release()
      throw error
    }
  }
  return { is_registered: false }
}
