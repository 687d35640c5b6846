import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import {
  assertMobileFree,
  assertRegistrationOpen,
  createMember,
  currentUserJson,
  DynamicType,
  recordDynamic,
  resetForgottenPassword,
  signIn,
  type User,
} from '#core/accounts/contracts'
import { assertNotPunished, PunishmentType } from '#core/access/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { SmsType } from '../enums.js'
import { assertSmsEnabled } from '../services/sms_config.js'
import { withCode } from './use_code.js'
import { userOfMobile } from './send_code.js'

async function answerSignedIn(ctx: HttpContext, user: User) {
  const token = await signIn(ctx, user)
  return { user: await currentUserJson(user), token }
}

/** A name for an account that gave none: letters and digits only, never a phone number. */
function generatedUsername() {
  return `m_${randomBytes(5).toString('hex')}`
}

/** POST /api/v1/user/register/mobile: a new account on the phone, signed in like the form's. */
export async function registerByMobile(ctx: HttpContext, input: { mobile: string; code: string; password?: string; username?: string }) {
  await assertRegistrationOpen()
  await assertSmsEnabled()
  // The code first: without one, a taken number answers like a free one (no probing by form).
  const user = await withCode(input.mobile, SmsType.Register, input.code, async () => {
    await assertMobileFree(input.mobile)
    return createMember(
      { username: input.username ?? generatedUsername(), password: input.password, mobile: input.mobile },
      ctx.request.ip()
    )
  })
  return answerSignedIn(ctx, user)
}

/** POST /api/v1/user/login/mobile: the phone's account, as the password login answers. */
export async function loginByMobile(ctx: HttpContext, input: { mobile: string; code: string }) {
  await assertSmsEnabled()
  const ip = ctx.request.ip()
  const user = await withCode(input.mobile, SmsType.Login, input.code, async () => {
    const found = await userOfMobile(input.mobile)
    if (!found) throw ApiError.badRequest('验证码错误或已过期')
    await assertNotPunished(found.id, PunishmentType.DisableAccount)
    return found
  })
  user.previousLoginAt = user.loginAt
  user.loginAt = DateTime.now()
  user.lastLoginIp = ip
  await user.save()
  await recordDynamic(user.id, DynamicType.Login, [`通过手机验证码登录了本站（IP：${ip}）`])
  return answerSignedIn(ctx, user)
}

/**
 * POST /api/v1/user/findpassword/mobile. Codes of this purpose only reach numbers with an
 * account, so a number without one fails like a wrong code: the answer never tells.
 */
export async function findPasswordByMobile(input: { mobile: string; code: string; password: string }) {
  await assertSmsEnabled()
  await withCode(input.mobile, SmsType.FindPassword, input.code, async () => {
    const user = await userOfMobile(input.mobile)
    if (!user) throw ApiError.badRequest('验证码错误或已过期')
    await resetForgottenPassword(user, input.password)
  })
  return {}
}
