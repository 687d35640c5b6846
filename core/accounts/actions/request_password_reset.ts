import type { HttpContext } from '@adonisjs/core/http'
import settings from '#core/settings/settings_service'
import { queueMail } from '#core/mail/contracts'
import User from '../models/user.js'
import { verifyCaptcha } from '../services/captcha_service.js'
import { isAccountDisabled } from '../services/caller.js'
import { reserveEmailCode } from '../services/email_code_limits.js'
import { issueEmailCode } from '../services/email_codes.js'
import { EmailCodePurpose } from '../enums/email_code_purpose.js'
import { assertCanMail } from './mail_unavailable.js'
import { afterAnswer } from '../services/after_answer.js'

/**
 * 找回密码 step one: mails a single-use link and code to the address when an account has it.
 * Everything the request itself does (captcha, limits, the hand-over) is the same whether
 * the address has an account or not; the lookup and the mail happen after the answer
 * (mailPasswordReset), so neither the answer nor its timing tells. The mail goes through the
 * queue with retries, and waits for the mail sweep when the queue is down.
 */
export async function requestPasswordReset(ctx: HttpContext, input: { email: string; captcha?: string; captcha_id?: string }) {
  await assertCanMail()
  await verifyCaptcha('find_password', input.captcha_id, input.captcha)
  const email = input.email.toLowerCase()
  await reserveEmailCode(ctx, email)
  afterAnswer.run('password reset mail', () => mailPasswordReset(email))
}

/** The reset mail for an address, when an enabled account has it. */
export async function mailPasswordReset(email: string) {
  const user = await User.query().whereRaw('lower(email) = ?', [email]).first()
  if (!user || (await isAccountDisabled(user.id))) return

  const minutes = Number(await settings.get('email', 'duration')) || 30
  const { code, token } = await issueEmailCode({ email, purpose: EmailCodePurpose.FindPassword, minutes, userId: user.id, link: true })
  const domain = String(await settings.get('system', 'domain')).replace(/\/+$/, '')
  const link = `${domain}/findpassword?token=${encodeURIComponent(token!)}&email=${encodeURIComponent(email)}`
  await queueMail({ to: email, template: 'password_reset', data: { link, code, minutes, username: user.username } })
}
