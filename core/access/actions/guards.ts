import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import Group from '../models/group.js'

/** Every id must name an existing group; returns them. */
export async function existingGroups(groupIds: number[], trx: TransactionClientContract) {
  const groups = await Group.query({ client: trx }).whereIn('id', [...new Set(groupIds)])
  if (groups.length !== new Set(groupIds).size) throw ApiError.badRequest('所选角色不存在，请刷新后重试')
  return groups
}

export async function superGroupIds(trx?: TransactionClientContract) {
  const rows = await (trx ?? db).from('groups').where('is_super', true).select('id')
  return rows.map((row) => Number(row.id))
}

/** Super-admin users remaining after excluding `userIds`. */
export async function otherSuperUsers(userIds: number[], trx: TransactionClientContract) {
  const row = await trx
    .from('user_groups')
    .join('groups', 'groups.id', 'user_groups.group_id')
    .where('groups.is_super', true)
    .whereNotIn('user_groups.user_id', userIds)
    .countDistinct('user_groups.user_id as total')
    .first()
  return Number(row?.total ?? 0)
}
