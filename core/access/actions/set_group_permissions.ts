import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Group from '../models/group.js'

/** Replaces the permission rows a group holds. The super-admin role holds all and is left alone. */
export async function setGroupPermissions(groupId: number, permissionIds: number[]) {
  await db.transaction(async (trx) => {
    const group = await findOrNotFound(Group, groupId, '角色不存在', { client: trx })
    if (group.isSuper) throw ApiError.badRequest('超级管理员角色拥有全部权限，无需设置')
    const ids = [...new Set(permissionIds)]
    if (ids.length) {
      const found = await trx.from('permissions').whereIn('id', ids).count('* as total').first()
      if (Number(found?.total ?? 0) !== ids.length) throw ApiError.badRequest('部分权限不存在，请刷新后重试')
    }
    await trx.from('group_permissions').where('group_id', group.id).delete()
    if (ids.length) {
      await trx.table('group_permissions').multiInsert(ids.map((permissionId) => ({ group_id: group.id, permission_id: permissionId })))
    }
  })
}
