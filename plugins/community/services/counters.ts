import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { User } from '#core/accounts/contracts'
import { CommentStatus } from '../enums/community.js'
import { targetOf } from './targets.js'

async function count(query: Promise<any[]>) {
  const [row] = await query
  return Number(row?.total ?? 0)
}

/**
 * Counters are recomputed from the rows inside the writing transaction and then set, so a
 * retried or racing request can never push them off: the content's approved comments and
 * favourites, each touched comment's approved replies and each touched user's own totals.
 */
export async function recount(
  trx: TransactionClientContract,
  touched: { targets?: { type: number; targetId: number }[]; parents?: number[]; users?: number[] }
) {
  const targets = new Map((touched.targets ?? []).map((item) => [`${item.type}:${item.targetId}`, item]))
  for (const { type, targetId } of targets.values()) {
    const target = targetOf(type)
    if (!target) continue
    const comments = await count(
      trx.from('community_comments').where({ type, target_id: targetId, status: CommentStatus.Approved }).count('* as total')
    )
    const favorites = await count(trx.from('community_favorites').where({ type, target_id: targetId }).count('* as total'))
    await target.setCounts(targetId, { comment_count: comments, favorite_count: favorites }, trx)
  }
  for (const parentId of new Set((touched.parents ?? []).filter((id) => id > 0))) {
    const replies = await count(
      trx.from('community_comments').where({ parent_id: parentId, status: CommentStatus.Approved }).count('* as total')
    )
    await trx.from('community_comments').where('id', parentId).update({ comment_count: replies })
  }
  for (const userId of new Set(touched.users ?? [])) {
    const comments = await count(
      trx.from('community_comments').where({ user_id: userId, status: CommentStatus.Approved }).count('* as total')
    )
    const favorites = await count(trx.from('community_favorites').where({ user_id: userId }).count('* as total'))
    await User.query({ client: trx }).where('id', userId).update({ comment_count: comments, favorite_count: favorites })
  }
}
