import db from '@adonisjs/lucid/services/db'
import { registeredPunishmentTypes } from '#core/access/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'

/**
 * Punishments (禁用账户, 禁止评论 …), whose types have the same numbers here. MOREDOC's
 * operator log names its own accounts' ids and is not copied.
 */
export async function importPunishments(context: ImportContext) {
  const users = await mappedIds('user')
  const types = new Set(registeredPunishmentTypes().map((type) => type.value))
  return importEachRow(context, {
    kind: 'punishment',
    label: '惩罚',
    table: 'punishment',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        if (!userId) return { skipped: `用户 ${row.user_id} 未迁移` }
        const type = Number(row.type)
        if (!types.has(type)) return { skipped: `本站没有惩罚类型 ${type}（或它的插件未启用）` }
        const id = insertedId(
          await trx
            .insertQuery()
            .table('punishments')
            .insert({
              user_id: userId,
              type,
              enable: Boolean(Number(row.enable ?? 0)),
              reason: String(row.reason ?? '').slice(0, 255),
              remark: String(row.remark ?? '').slice(0, 255),
              operators: null,
              start_time: timestamp(row.created_at),
              end_time: row.end_time ? timestamp(row.end_time) : null,
              created_at: timestamp(row.created_at),
              updated_at: timestamp(row.updated_at ?? row.created_at),
            })
        )
        await remember('punishment', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
}
