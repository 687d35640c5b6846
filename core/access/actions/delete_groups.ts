import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import Group from '../models/group.js'

/**
 * Deletes roles that nobody needs any more: never the super-admin role or the default
 * role new accounts join, and never a role that still has members (users must be moved
 * first, so no account silently loses its rights). All or nothing.
 */
export async function deleteGroups(ids: number[]) {
  await db.transaction(async (trx) => {
    const groups = await Group.query({ client: trx }).whereIn('id', ids)
    if (groups.length === 0) throw ApiError.notFound('角色不存在')
    for (const group of groups) {
      if (group.isSuper) throw ApiError.badRequest(`「${group.title}」是超级管理员角色，不能删除`)
      if (group.isDefault) throw ApiError.badRequest(`「${group.title}」是新用户的默认角色，请先把其他角色设为默认再删除`)
      const row = await trx.from('user_groups').where('group_id', group.id).count('* as total').first()
      const members = Number(row?.total ?? 0)
      if (members > 0) {
        throw ApiError.badRequest(`角色「${group.title}」下还有 ${members} 个用户，请先将这些用户移到其他角色后再删除`)
      }
    }
    await trx
      .from('group_permissions')
      .whereIn(
        'group_id',
        groups.map((group) => group.id)
      )
      .delete()
    await trx
      .from('group_capabilities')
      .whereIn(
        'group_id',
        groups.map((group) => group.id)
      )
      .delete()
    await trx
      .from('groups')
      .whereIn(
        'id',
        groups.map((group) => group.id)
      )
      .delete()
  })
}
