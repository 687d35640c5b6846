import db from '@adonisjs/lucid/services/db'
import { recountCommunityCounters } from '#plugins/community/contracts'
import { importEachRow, type ImportContext } from '../services/import_context.js'
import { insertedId, mappedIds, remember, timestamp } from '../services/import_map.js'
import { targetFinder } from '../services/community_targets.js'

/**
 * Comments on copied documents and articles, with their review state. Replies hang under the
 * top-level comment of their thread here (MOREDOC lets a reply answer a reply). Counters of
 * the commented content, the threads and the authors are recomputed from the rows at the end.
 */
export async function importComments(context: ImportContext) {
  const users = await mappedIds('user')
  const comments = await mappedIds('comment')
  const findTarget = await targetFinder()
  const touched = { targets: [] as { type: number; targetId: number }[], parents: [] as number[], users: [] as number[] }
  const report = await importEachRow(context, {
    kind: 'comment',
    label: '评论',
    table: 'comment',
    copy: (row) =>
      db.transaction(async (trx) => {
        const userId = users.get(Number(row.user_id))
        if (!userId) return { skipped: `评论者（用户 ${row.user_id}）未迁移` }
        const type = Number(row.type ?? 0)
        const target = findTarget(type, Number(row.document_id))
        if ('missing' in target) return { skipped: target.missing }
        let parentId = 0
        let note: string | undefined
        if (Number(row.parent_id)) {
          const parent = comments.get(Number(row.parent_id))
          const parentRow = parent ? await trx.from('community_comments').where('id', parent).select('id', 'parent_id').first() : null
          if (parentRow) parentId = Number(parentRow.parent_id) || Number(parentRow.id)
          else note = `上级评论 ${row.parent_id} 未迁移，作为顶层评论导入`
        }
        const id = insertedId(
          await trx
            .insertQuery()
            .table('community_comments')
            .insert({
              user_id: userId,
              type,
              target_id: target.targetId,
              parent_id: parentId,
              content: String(row.content ?? '').slice(0, 2000),
              status: Number(row.status ?? 0),
              comment_count: 0,
              ip: String(row.ip ?? '').slice(0, 64),
              created_at: timestamp(row.created_at),
              updated_at: timestamp(row.updated_at ?? row.created_at),
            })
        )
        await remember('comment', Number(row.id), id, trx)
        comments.set(Number(row.id), id)
        touched.targets.push({ type, targetId: target.targetId })
        touched.parents.push(parentId)
        touched.users.push(userId)
        return { imported: id, note }
      }),
  })
  await db.transaction((trx) => recountCommunityCounters(trx, touched))
  return report
}
