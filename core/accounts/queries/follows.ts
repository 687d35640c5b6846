import db from '@adonisjs/lucid/services/db'
import User from '../models/user.js'

/** Whether `followerId` follows `userId`. */
export async function isFollowing(followerId: number, userId: number) {
  return Boolean(await db.from('follows').where({ follower_id: followerId, followed_id: userId }).select('id').first())
}

/**
 * The ids of the users `followerId` follows, as a subquery for `whereIn('user_id', ...)`:
 * feeds filter by author without reading the follows table themselves.
 */
export function followedUserIds(followerId: number) {
  return db.from('follows').where('follower_id', followerId).select('followed_id')
}

export type FollowListType = 'follow' | 'fans'

/** Whom a user follows (`follow`) or who follows them (`fans`), most recent first. */
export async function listFollows(userId: number, type: FollowListType, page: number, size: number) {
  const [mine, theirs] = type === 'follow' ? ['follower_id', 'followed_id'] : ['followed_id', 'follower_id']
  const result = await db.from('follows').where(mine, userId).orderBy('id', 'desc').select(theirs).paginate(page, size)
  const ids = result.all().map((row) => Number(row[theirs]))
  const users = new Map((await User.query().whereIn('id', ids)).map((user) => [user.id, user]))
  return { total: result.total, users: ids.flatMap((id) => users.get(id) ?? []) }
}
