import hash from '@adonisjs/core/services/hash'
import { ApiError } from '#core/kernel/http/api_error'
import type User from '../models/user.js'
import { DEFAULT_PASSWORD } from '../default_password.js'
import { revokeOtherTokens } from '../services/web_session.js'
import { recordDynamic } from './record_dynamic.js'
import { DynamicType } from '../enums/dynamic_type.js'

/**
 * The owner changes its own password: the old one must match; every other login of the
 * account (other browsers, tokens) ends, the current one stays.
 */
export async function changeOwnPassword(user: User, input: { old_password: string; new_password: string }, currentTokenId: string | null) {
  if (!(await hash.verify(user.password, input.old_password))) throw ApiError.badRequest('原密码错误')
  user.password = input.new_password
  user.isDefaultPassword = false
  await user.save()
  await revokeOtherTokens(user.id, currentTokenId)
  await recordDynamic(user.id, DynamicType.Password, ['修改了登录密码'])
}

/**
 * An administrator sets someone else's password; all of that account's logins end. Set to
 * the default password, the account is flagged so its owner is asked to change it.
 */
export async function setPasswordOf(target: User, newPassword: string) {
  target.password = newPassword
  target.isDefaultPassword = newPassword === DEFAULT_PASSWORD
  await target.save()
  await revokeOtherTokens(target.id, null)
}

/**
 * A member proved ownership of the account another way (e-mail link or code, phone code) and
 * sets a new password: every session and token of the account ends.
 */
export async function resetForgottenPassword(user: User, newPassword: string) {
  user.password = newPassword
  user.isDefaultPassword = false
  await user.save()
  await revokeOtherTokens(user.id, null)
  await recordDynamic(user.id, DynamicType.Password, ['通过找回密码重置了登录密码'])
}
