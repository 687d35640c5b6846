import db from '@adonisjs/lucid/services/db'
import type { TargetKindValue } from '../enums/community.js'
import { recount } from '../services/counters.js'

/**
 * Content deleted for good takes its comments and favourites with it, and the authors' and
 * collectors' counters are recomputed. Reports stay: they keep the title they were filed
 * against, for the record. Called when documents or articles are purged from the recycle bin.
 */
export async function forgetTargets(kind: TargetKindValue, targetIds: number[]) {
  if (targetIds.length === 0) return
  await db.transaction(async (trx) => {
    const commenters = await trx.from('community_comments').where('type', kind).whereIn('target_id', targetIds).distinct('user_id')
    const collectors = await trx.from('community_favorites').where('type', kind).whereIn('target_id', targetIds).distinct('user_id')
    await trx.from('community_comments').where('type', kind).whereIn('target_id', targetIds).delete()
    await trx.from('community_favorites').where('type', kind).whereIn('target_id', targetIds).delete()
    const users = [...commenters, ...collectors].map((row: { user_id: number }) => Number(row.user_id))
    await recount(trx, { users })
  })
}
