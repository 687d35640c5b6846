import { ApiError } from '#core/kernel/http/api_error'
import type User from '../models/user.js'
import { assertEmailFree, assertMobileFree, assertUsernameFree } from '../queries/user_lookup.js'
import { recordDynamic } from './record_dynamic.js'
import { DynamicType } from '../enums/dynamic_type.js'

export interface ProfileInput {
  username: string
  realname?: string
  identity?: string
  address?: string
  signature?: string
  email?: string
  mobile?: string
  remark?: string
}

/**
 * The owner's profile. E-mail and phone can be filled in once; after that they are part
 * of how the account logs in and recovers, and only an administrator changes them.
 */
export async function updateProfile(user: User, input: ProfileInput) {
  if (input.username !== user.username) await assertUsernameFree(input.username, user.id)

  if (input.email !== undefined) {
    const email = input.email.toLowerCase()
    if (user.email && user.email.toLowerCase() !== email) throw ApiError.badRequest('邮箱不能修改')
    if (!user.email) {
      await assertEmailFree(email, user.id)
      user.email = email
    }
  }
  if (input.mobile !== undefined) {
    if (user.mobile && user.mobile !== input.mobile) throw ApiError.badRequest('手机号不能修改')
    if (!user.mobile) {
      await assertMobileFree(input.mobile, user.id)
      user.mobile = input.mobile
    }
  }

  user.username = input.username
  for (const field of ['realname', 'identity', 'address', 'signature'] as const) {
    if (input[field] !== undefined) user[field] = input[field]
  }
  await user.save()
  await recordDynamic(user.id, DynamicType.Profile, ['更新了个人资料'])
  return user
}

/**
 * An administrator edits another account's profile (the admin user form of MOREDOC's client):
 * e-mail and phone may change too, still unique, and so may the staff remark.
 */
export async function updateProfileAsStaff(user: User, input: ProfileInput) {
  if (input.username !== user.username) await assertUsernameFree(input.username, user.id)
  if (input.email !== undefined && input.email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    await assertEmailFree(input.email.toLowerCase(), user.id)
    user.email = input.email.toLowerCase()
  }
  if (input.mobile !== undefined && input.mobile !== user.mobile) {
    await assertMobileFree(input.mobile, user.id)
    user.mobile = input.mobile
  }
  user.username = input.username
  for (const field of ['realname', 'identity', 'address', 'signature', 'remark'] as const) {
    if (input[field] !== undefined) user[field] = input[field]
  }
  await user.save()
  return user
}
