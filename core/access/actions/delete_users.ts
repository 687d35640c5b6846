import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { User } from '#core/accounts/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { refreshUserCounts, superUserIds } from '../access_service.js'
import { userDeletion } from '../extension_points.js'

/**
 * Deletes accounts after the operator confirms with its own password. Nobody deletes
 * itself; super-admin accounts are deleted only by super admins. Memberships go with the
 * users and the groups' counts follow.
 */
export async function deleteUsers(input: { id: number[]; password: string }, operator: { id: number; password: string; isSuper: boolean }) {
  if (!(await hash.verify(operator.password, input.password))) throw ApiError.badRequest('密码错误')
  const ids = [...new Set(input.id)]
  if (ids.includes(operator.id)) throw ApiError.badRequest('不能删除自己的账户')
  if (!operator.isSuper && (await superUserIds(ids)).size > 0) {
    throw ApiError.forbidden('只有超级管理员可以删除超级管理员账户')
  }

  return db.transaction(async (trx) => {
    const users = await User.query({ client: trx }).whereIn('id', ids)
    if (users.length === 0) throw ApiError.notFound('用户不存在')
    const found = users.map((user) => user.id)
    const groupIds = (await trx.from('user_groups').whereIn('user_id', found).distinct('group_id')).map((row) => Number(row.group_id))
    for (const handler of userDeletion.handlers()) await handler(found, trx)
    await trx.from('punishments').whereIn('user_id', found).delete()
    await trx.from('user_groups').whereIn('user_id', found).delete()
    await trx.from('users').whereIn('id', found).delete()
    await refreshUserCounts(groupIds, trx)
    return found.length
  })
}
