import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import settings from '#core/settings/settings_service'
import { ApiError } from '#core/kernel/http/api_error'
import { joinDefaultGroups } from '#core/access/contracts'
import User from '../models/user.js'
import { verifyCaptcha } from '../services/captcha_service.js'
import { assertUsernameFree, assertEmailFree, assertMobileFree } from '../queries/user_lookup.js'
import { recordDynamic } from './record_dynamic.js'
import { DynamicType } from '../enums/dynamic_type.js'
import { EmailCodePurpose } from '../enums/email_code_purpose.js'
import { claimEmailCode, releaseEmailCode } from '../services/email_codes.js'

export interface RegisterInput {
  username: string
  password: string
  email: string
  captcha?: string
  captcha_id?: string
  /** The code mailed by POST /api/v1/user/email/code, when 安全设置 asks for e-mail verification. */
  email_code?: string
}

export async function assertRegistrationOpen() {
  const security = await settings.group<{ enable_register: boolean; is_close: boolean }>('security')
  if (!security.enable_register || security.is_close) throw ApiError.badRequest('网站已关闭注册')
}

/** What a new account may start with: a way in (password, mobile, a bound provider). */
export interface NewMember {
  username: string
  /** Absent for an account that signs in by phone code or a provider only: a random one is set. */
  password?: string
  email?: string | null
  mobile?: string | null
}

/**
 * Creates the account in the default groups and announces it (`accounts:registered`,
 * e.g. for the sign-up credit award). Every way of registering ends here: the form, the
 * phone code, a first third-party login.
 */
export async function createMember(input: NewMember, ip: string): Promise<User> {
  const email = input.email ? input.email.toLowerCase() : null
  await assertUsernameFree(input.username)
  if (email) await assertEmailFree(email)
  if (input.mobile) await assertMobileFree(input.mobile)

  let user: User
  try {
    user = await db.transaction(async (trx) => {
      const created = await User.create(
        {
          username: input.username,
          password: input.password ?? randomBytes(24).toString('base64url'),
          email,
          mobile: input.mobile ?? null,
          registerIp: ip,
          lastLoginIp: ip,
          loginAt: DateTime.now(),
        },
        { client: trx }
      )
      await joinDefaultGroups(created.id, trx)
      return created
    })
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides, the loser gets 409.
    await assertUsernameFree(input.username)
    if (email) await assertEmailFree(email)
    if (input.mobile) await assertMobileFree(input.mobile)
    throw error
  }

  await recordDynamic(user.id, DynamicType.Register, ['注册成为本站会员'])
  try {
    await emitter.emit('accounts:registered', { userId: user.id })
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'a listener of accounts:registered failed')
  }
  return user
}

/** 安全设置 → 注册时验证邮箱. */
export async function isRegisterEmailVerified() {
  return Boolean(await settings.get('security', 'enable_verify_register_email'))
}

/**
 * The registration form: captcha first, then the account. With e-mail verification on, the
 * mailed code stands in for the captcha (sending it took one); the code is used up only once
 * the name and address are known to be free, and handed back if the account is not created.
 */
export async function registerUser(input: RegisterInput, ip: string): Promise<User> {
  const member = { username: input.username, password: input.password, email: input.email }
  if (!(await isRegisterEmailVerified())) {
    await verifyCaptcha('register', input.captcha_id, input.captcha)
    return createMember(member, ip)
  }
  if (!input.email_code) throw ApiError.badRequest('请输入邮箱验证码')
  await assertUsernameFree(input.username)
  await assertEmailFree(input.email)
  const code = await claimEmailCode(input.email, EmailCodePurpose.Register, input.email_code)
  try {
    return await createMember(member, ip)
  } catch (error) {
    await releaseEmailCode(code)
    throw error
  }
}
