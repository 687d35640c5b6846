import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import User from '../models/user.js'

/** Names and addresses are unique whatever their letter case, on SQLite as on MySQL. */
async function taken(column: 'username' | 'email' | 'mobile', value: string, exceptId?: number) {
  const query = User.query().whereRaw(`lower(${column}) = ?`, [value.toLowerCase()]).select('id')
  if (exceptId) query.whereNot('id', exceptId)
  return Boolean(await query.first())
}

export async function assertUsernameFree(username: string, exceptId?: number) {
  if (await taken('username', username, exceptId)) throw ApiError.conflict('用户名已被注册')
}

export async function assertEmailFree(email: string, exceptId?: number) {
  if (await taken('email', email, exceptId)) throw ApiError.conflict('该邮箱已被注册')
}

export async function assertMobileFree(mobile: string, exceptId?: number) {
  if (await taken('mobile', mobile, exceptId)) throw ApiError.conflict('该手机号已被使用')
}

export async function findUserOrFail(id: number) {
  return findOrNotFound(User, id, '用户不存在')
}
