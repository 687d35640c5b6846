import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import User from '../models/user.js'
import Follow from '../models/follow.js'
import { DynamicType } from '../enums/dynamic_type.js'
import { moveUserCounter, setUserCounter, userCounter } from './user_counters.js'
import { recordDynamic } from './record_dynamic.js'

const isDuplicate = (error: unknown) => {
  const code = String((error as { code?: string })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

async function userToFollow(followerId: number, userId: number) {
  if (userId === followerId) throw ApiError.badRequest('不能关注自己')
  const user = await User.find(userId)
  if (!user) throw ApiError.badRequest('用户不存在')
  return user
}

/**
 * Locks both users' rows, the lower id first, before the follows row is touched: every follow
 * and unfollow of a pair queues there. Inserting a follows row takes shared locks on both users
 * (its foreign keys); two fans of one author holding those and both asking to raise the
 * author's fans_count would deadlock on MySQL, and so would two members following each other.
 */
async function lockPair(trx: TransactionClientContract, followerId: number, followedId: number) {
  for (const userId of [followerId, followedId].sort((a, b) => a - b)) {
    await userCounter(userId, 'fans_count', { client: trx, forUpdate: true })
  }
}

async function moveCounters(trx: TransactionClientContract, followerId: number, followedId: number, delta: 1 | -1) {
  await moveUserCounter(followerId, 'follow_count', delta, { client: trx, floor: 0 })
  await moveUserCounter(followedId, 'fans_count', delta, { client: trx, floor: 0 })
}

/** What the follow button shows after a change: the state and the followed user's counts. */
async function followState(followed: boolean, userId: number) {
  const user = await User.findOrFail(userId)
  return { followed, follow_count: user.followCount, fans_count: user.fansCount }
}

/**
 * POST /api/v1/user/follow. Following someone already followed changes nothing: the row is
 * added and both counters move only when the pair is new (the unique index settles a race).
 */
export async function followUser(followerId: number, userId: number) {
  const user = await userToFollow(followerId, userId)
  let added = false
  try {
    added = await db.transaction(async (trx) => {
      await lockPair(trx, followerId, user.id)
      const existing = await Follow.query({ client: trx }).where({ follower_id: followerId, followed_id: user.id }).first()
      if (existing) return false
      await Follow.create({ followerId, followedId: user.id }, { client: trx })
      await moveCounters(trx, followerId, user.id, 1)
      return true
    })
  } catch (error) {
    if (!isDuplicate(error)) throw error
  }
  if (added) await recordDynamic(followerId, DynamicType.Follow, ['关注了 ', { text: user.username, href: `/user/${user.id}` }])
  return followState(true, user.id)
}

/** DELETE /api/v1/user/follow: unfollowing someone not followed changes nothing either. */
export async function unfollowUser(followerId: number, userId: number) {
  const user = await userToFollow(followerId, userId)
  await db.transaction(async (trx) => {
    await lockPair(trx, followerId, user.id)
    const removed = await trx.from('follows').where({ follower_id: followerId, followed_id: user.id }).delete()
    if (Number(removed) > 0) await moveCounters(trx, followerId, user.id, -1)
  })
  return followState(false, user.id)
}

async function countFollows(trx: TransactionClientContract, column: 'follower_id' | 'followed_id', userId: number) {
  const [row] = await trx.from('follows').where(column, userId).count('* as total')
  return Number(row?.total ?? 0)
}

/**
 * Runs inside the transaction that deletes users: their follows go, and the people on the
 * other side of each are recounted from the rows left.
 */
export async function forgetFollowsOf(userIds: number[], trx: TransactionClientContract) {
  const rows = await trx
    .from('follows')
    .whereIn('follower_id', userIds)
    .orWhereIn('followed_id', userIds)
    .select('follower_id', 'followed_id')
  if (rows.length === 0) return
  const gone = new Set(userIds)
  const followers = new Set(rows.map((row) => Number(row.follower_id)).filter((id) => !gone.has(id)))
  const followed = new Set(rows.map((row) => Number(row.followed_id)).filter((id) => !gone.has(id)))
  await trx.from('follows').whereIn('follower_id', userIds).orWhereIn('followed_id', userIds).delete()
  for (const id of [...followers].sort((a, b) => a - b)) {
    await setUserCounter(id, 'follow_count', await countFollows(trx, 'follower_id', id), trx)
  }
  for (const id of [...followed].sort((a, b) => a - b)) {
    await setUserCounter(id, 'fans_count', await countFollows(trx, 'followed_id', id), trx)
  }
}
