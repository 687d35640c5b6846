import { punishmentNotice } from '#core/access/contracts'
import { CommunityPunishment, mayComment } from '../capabilities.js'

/**
 * Why the user may not comment, as POST /api/v1/comment refuses (禁止评论 with its reason and
 * end time, or a group without the right); null when they may. Pages show it in place of
 * the comment box.
 */
export async function commentRefusal(userId: number) {
  const notice = await punishmentNotice(userId, CommunityPunishment.NoComment, '您已被禁止评论')
  if (notice) return notice
  return (await mayComment(userId)) ? null : '您所在的用户组没有评论的权限'
}
