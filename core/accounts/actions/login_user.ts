import { DateTime } from 'luxon'
import { errors as authErrors } from '@adonisjs/auth'
import { ApiError } from '#core/kernel/http/api_error'
import { assertNotPunished, PunishmentType } from '#core/access/contracts'
import User from '../models/user.js'
import { verifyCaptcha } from '../services/captcha_service.js'
import { recordDynamic } from './record_dynamic.js'
import { DynamicType } from '../enums/dynamic_type.js'
import { isLegacyPasswordHash, verifyLegacyPassword } from '../services/legacy_password.js'

export interface LoginInput {
  /** The username or the e-mail address. */
  username: string
  password: string
  captcha?: string
  captcha_id?: string
}

/**
 * An account migrated with its old site's password hash signs in with its old password once,
 * and from then on with this site's own hash of it (saving the plain password rehashes it).
 */
async function verifyCredentials(uid: string, password: string) {
  const user = await User.findForAuth(['username', 'email'], uid)
  if (!user || !isLegacyPasswordHash(user.password)) return User.verifyCredentials(uid, password)
  if (!verifyLegacyPassword(user.password, password)) throw new authErrors.E_INVALID_CREDENTIALS('Invalid user credentials')
  user.password = password
  await user.save()
  return user
}

/** Checks the credentials (and captcha), refuses disabled accounts, records the login. */
export async function loginUser(input: LoginInput, ip: string): Promise<User> {
  await verifyCaptcha('login', input.captcha_id, input.captcha)
  const uid = input.username.includes('@') ? input.username.toLowerCase() : input.username
  let user: User
  try {
    user = await verifyCredentials(uid, input.password)
  } catch (error) {
    if (error instanceof authErrors.E_INVALID_CREDENTIALS) throw ApiError.badRequest('用户名或密码错误')
    throw error
  }
  await assertNotPunished(user.id, PunishmentType.DisableAccount)
  user.previousLoginAt = user.loginAt
  user.loginAt = DateTime.now()
  user.lastLoginIp = ip
  await user.save()
  await recordDynamic(user.id, DynamicType.Login, [`登录了本站（IP：${ip}）`])
  return user
}
