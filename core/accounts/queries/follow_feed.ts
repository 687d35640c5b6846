import { followFeed, type FollowFeedItem } from '../extension_points.js'
import { usernamesById } from './usernames.js'

/**
 * Deepest page of the feed: each plugin is asked for its newest page × size items so the
 * merged page is exact, which deep pages would make costly; nobody reads a feed that far
 * back, so the total is capped there and the pager offers no page past it.
 */
export const FOLLOW_FEED_MAX_PAGE = 50

const timeOf = (item: FollowFeedItem) => Date.parse(item.created_at ?? '') || 0

/** A stable sort: items of one second keep the order their plugin gave them (its newest first). */
const newestFirst = (a: FollowFeedItem, b: FollowFeedItem) => timeOf(b) - timeOf(a)

/** What the users a member follows have published lately, all plugins' items merged, newest first. */
export async function listFollowFeed(follower: { id: number; followCount: number }, page: number, size: number) {
  // A member who follows nobody (most of them) costs no contributor a query.
  if (page > FOLLOW_FEED_MAX_PAGE || follower.followCount <= 0) return { total: 0, items: [] }
  const parts = await followFeed.collect({ followerId: follower.id, limit: page * size })
  const items = parts
    .flatMap((part) => part.items)
    .sort(newestFirst)
    .slice((page - 1) * size, page * size)
  const names = await usernamesById(items.map((item) => item.user_id))
  const total = parts.reduce((sum, part) => sum + part.total, 0)
  return {
    total: Math.min(total, FOLLOW_FEED_MAX_PAGE * size),
    items: items.map((item) => ({ ...item, username: names.get(item.user_id) ?? '' })),
  }
}
