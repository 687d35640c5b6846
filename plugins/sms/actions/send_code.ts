import type { HttpContext } from '@adonisjs/core/http'
import { User, verifyCaptcha } from '#core/accounts/contracts'
import { ApiError } from '#core/kernel/http/api_error'
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

/**
 * POST /api/v1/sms: the captcha (always asked), the purpose's precondition, the allowances,
 * then the message. A register code goes only to a free number and a login code only to an
 * account's; a find-password code goes only to an account's too, but the answer is the same
 * either way (is_registered false), so the form cannot be used to test numbers.
 */
export async function sendCode(ctx: HttpContext, input: SendCodeInput) {
  const config = await assertSmsEnabled()
  await verifyCaptcha('sms', input.captcha_id, input.captcha)
  const user = await userOfMobile(input.mobile)
  if (input.type === SmsType.Register && user) throw ApiError.conflict('该手机号已被使用')
  if (input.type === SmsType.Login && !user) throw ApiError.badRequest('该手机号尚未注册，请先注册')

  const slot = await reserveSend(ctx, input.mobile, config)
  if (input.type === SmsType.FindPassword && !user) return { is_registered: false }
  try {
    await deliverCode({ mobile: input.mobile, type: input.type, userId: user?.id ?? null, ip: ctx.request.ip() }, config)
  } catch (error) {
    await slot.release()
    throw error
  }
  return { is_registered: input.type === SmsType.FindPassword ? false : Boolean(user) }
}
