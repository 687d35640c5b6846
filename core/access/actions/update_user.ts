import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import { setUserGroups } from '../access_service.js'
import { existingGroups, otherSuperUsers, superGroupIds } from './guards.js'

export interface UpdateUserInput {
  id: number
  password?: string
  group_id: number[]
}

/**
 * Sets a user's groups and, when given, a new password. Super-admin accounts and the
 * super-admin role are changed only by super admins, and the last super admin stays one.
 */
export async function updateUser(input: UpdateUserInput, operator: { id: number; isSuper: boolean }) {
  await db.transaction(async (trx) => {
    const user = await findOrNotFound(User, input.id, '用户不存在', { client: trx })
    await existingGroups(input.group_id, trx)

    const supers = await superGroupIds(trx)
    const current = (await trx.from('user_groups').where('user_id', user.id).select('group_id')).map((row) => Number(row.group_id))
    const wasSuper = current.some((id) => supers.includes(id))
    const willBeSuper = input.group_id.some((id) => supers.includes(id))
    const superChanged =
      current
        .filter((id) => supers.includes(id))
        .sort()
        .join() !==
      input.group_id
        .filter((id) => supers.includes(id))
        .sort()
        .join()
    if (!operator.isSuper && (wasSuper || superChanged)) {
      throw ApiError.forbidden('只有超级管理员可以修改超级管理员账户或授予超级管理员角色')
    }
    if (wasSuper && !willBeSuper && (await otherSuperUsers([user.id], trx)) === 0) {
      throw ApiError.badRequest('至少需要保留一位超级管理员')
    }

    if (input.password) {
      user.password = input.password
      await user.useTransaction(trx).save()
    }
    await setUserGroups(user.id, input.group_id, trx)
  })
}
