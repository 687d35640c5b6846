import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { MailDeliveryError, sendMailNow } from '#core/mail/contracts'
import { verifyCaptcha } from '../services/captcha_service.js'
import { reserveEmailCode } from '../services/email_code_limits.js'
import { discardEmailCode, issueEmailCode } from '../services/email_codes.js'
import { assertEmailFree } from '../queries/user_lookup.js'
import { EmailCodePurpose, EmailCodePurposeEnum } from '../enums/email_code_purpose.js'
import { assertRegistrationOpen, isRegisterEmailVerified } from './register_user.js'
import { assertCanMail } from './mail_unavailable.js'

export const REGISTER_CODE_MINUTES = 10

/**
 * The code a registration needs when 安全设置 asks for e-mail verification. Sent while the
 * visitor waits: when the server refuses, the visitor reads so, the new code is dropped (the
 * one sent before still works) and the address may ask again at once.
 */
export async function sendRegisterEmailCode(ctx: HttpContext, input: { email: string; captcha?: string; captcha_id?: string }) {
  if (!(await isRegisterEmailVerified())) throw ApiError.badRequest('网站未开启注册邮箱验证，无需验证码')
  await assertRegistrationOpen()
  await assertCanMail()
  await verifyCaptcha('register', input.captcha_id, input.captcha)
  const email = input.email.toLowerCase()
  await assertEmailFree(email)
  const slot = await reserveEmailCode(ctx, email)

  const { row, code } = await issueEmailCode({ email, purpose: EmailCodePurpose.Register, minutes: REGISTER_CODE_MINUTES })
  try {
    await sendMailNow({
      to: email,
      template: 'verification_code',
      data: { code, purpose: EmailCodePurposeEnum.labels[EmailCodePurpose.Register], minutes: REGISTER_CODE_MINUTES },
    })
  } catch (error) {
    await discardEmailCode(row)
    await slot.release()
    if (error instanceof MailDeliveryError) throw new ApiError('验证码邮件发送失败，请稍后再试', 503)
    throw error
  }
}
