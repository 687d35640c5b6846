import { ApiError } from '#core/kernel/http/api_error'
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
  const user = await User.find(id)
  if (!user) throw ApiError.notFound('用户不存在')
  return user
}
