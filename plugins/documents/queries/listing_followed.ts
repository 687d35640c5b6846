import { followedUserIds, type FollowFeedItem, type FollowFeedRequest } from '#core/accounts/contracts'
import { iso } from '#core/kernel/transformers/iso'
import { visibleDocuments } from './listing_documents.js'

/**
 * Documents' part of a member's 关注动态 (followFeed): the documents of the users they follow
 * that the public may see right now, newest first. One hidden, deleted or refused later is
 * simply no longer found.
 */
export async function followedUploads({ followerId, limit }: FollowFeedRequest) {
  const query = () => visibleDocuments().whereIn('user_id', followedUserIds(followerId))
  const [counted] = await query().count('* as total')
  const documents = await query()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .select('id', 'title', 'user_id', 'created_at')
  const items: FollowFeedItem[] = documents.map((document) => ({
    key: `document:${document.id}`,
    kind: '文档',
    title: document.title,
    href: `/document/${document.id}`,
    user_id: document.userId,
    created_at: iso(document.createdAt),
  }))
  return { total: Number(counted?.$extras.total ?? 0), items }
}
