import db from '@adonisjs/lucid/services/db'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'

/**
 * Daily sign-ins (签到), so a member's history and today's sign-in carry over. Their awards
 * are part of the balance copied with the account: no credits move here.
 */
export async function importSigns(context: ImportContext) {
  const users = await mappedIds('user')
  return importEachRow(context, {
    kind: 'sign',
    label: '签到',
    table: 'sign',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        if (!userId) return { skipped: `用户 ${row.user_id} 未迁移` }
        const existing = await trx
          .from('commerce_signs')
          .where({ user_id: userId, sign_at: Number(row.sign_at) })
          .select('id')
          .first()
        const id = existing
          ? Number(existing.id)
          : insertedId(
              await trx
                .insertQuery()
                .table('commerce_signs')
                .insert({
                  user_id: userId,
                  sign_at: Number(row.sign_at),
                  ip: String(row.ip ?? '').slice(0, 64),
                  award: Number(row.award ?? 0),
                  created_at: timestamp(row.created_at),
                })
            )
        await remember('sign', Number(row.id), id, trx)
        return { imported: id }
      }),
  })
}
