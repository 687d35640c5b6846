import db from '@adonisjs/lucid/services/db'
import { recountCommunityCounters } from '#plugins/community/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'
import { targetFinder } from '../services/community_targets.js'

/** Favourites of copied members on copied documents and articles; counters recomputed at the end. */
export async function importFavorites(context: ImportContext) {
  const users = await mappedIds('user')
  const findTarget = await targetFinder()
  const touched = { targets: [] as { type: number; targetId: number }[], users: [] as number[] }
  const report = await importEachRow(context, {
    kind: 'favorite',
    label: '收藏',
    table: 'favorite',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        if (!userId) return { skipped: `用户 ${row.user_id} 未迁移` }
        const type = Number(row.type ?? 0)
        const target = findTarget(type, Number(row.document_id))
        if ('missing' in target) return { skipped: target.missing }
        const existing = await trx
          .from('community_favorites')
          .where({ user_id: userId, type, target_id: target.targetId })
          .select('id')
          .first()
        const id = existing
          ? Number(existing.id)
          : insertedId(
              await trx
                .insertQuery()
                .table('community_favorites')
                .insert({
                  user_id: userId,
                  type,
                  target_id: target.targetId,
                  ip: String(row.ip ?? '').slice(0, 64),
                  created_at: timestamp(row.created_at),
                  updated_at: timestamp(row.updated_at ?? row.created_at),
                })
            )
        await remember('favorite', Number(row.id), id, trx)
        touched.targets.push({ type, targetId: target.targetId })
        touched.users.push(userId)
        return { imported: id }
      }),
  })
  await db.transaction((trx) => recountCommunityCounters(trx, touched))
  return report
}
