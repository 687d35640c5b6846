import db from '@adonisjs/lucid/services/db'
import { refreshUserCounts } from '#core/access/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember } from '../services/import_map.js'

/** Memberships of copied accounts in copied groups; the groups' member counts are recounted after. */
export async function importUserGroups(context: ImportContext) {
  const users = await mappedIds('user')
  const groups = await mappedIds('group')
  const report = await importEachRow(context, {
    kind: 'user_group',
    label: '用户组成员',
    table: 'user_group',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        const groupId = groups.get(Number(row.group_id))
        if (!userId) return { skipped: `用户 ${row.user_id} 未迁移` }
        if (!groupId) return { skipped: `用户组 ${row.group_id} 未迁移` }
        const existing = await trx.from('user_groups').where({ user_id: userId, group_id: groupId }).select('id').first()
        const id = existing
          ? Number(existing.id)
          : insertedId(await trx.insertQuery().table('user_groups').insert({ user_id: userId, group_id: groupId }))
        await remember('user_group', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
  await refreshUserCounts([...new Set(groups.values())])
  return report
}
