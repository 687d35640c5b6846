import { capability, type CapabilityDefinition, type PunishmentTypeDefinition } from '#core/access/contracts'

export const COMMENT_CAPABILITY = 'enable_comment'
export const COMMENT_REVIEW_CAPABILITY = 'enable_comment_approval'

/** The values of /api/v1/punishment's type for comments and favourites. */
export const CommunityPunishment = { NoComment: 2, NoFavorite: 5 } as const

export const communityCapabilities: CapabilityDefinition[] = [
  {
    key: COMMENT_CAPABILITY,
    label: '发表评论',
    help: '允许发表评论',
    defaults: { superAdmin: true, member: true, others: true },
  },
  {
    key: COMMENT_REVIEW_CAPABILITY,
    label: '评论需审核',
    help: '评论审核通过后才显示',
    defaults: { superAdmin: false, member: false, others: false },
    combine: 'all',
  },
]

export const communityPunishmentTypes: PunishmentTypeDefinition[] = [
  { value: CommunityPunishment.NoComment, label: '禁止评论', message: '您已被禁止评论' },
  { value: CommunityPunishment.NoFavorite, label: '禁止收藏', message: '您已被禁止收藏' },
]

export function mayComment(userId: number) {
  return capability(userId, COMMENT_CAPABILITY)
}

/** A comment waits for review only when every group of its author asks for it. */
export function commentsNeedReview(userId: number) {
  return capability(userId, COMMENT_REVIEW_CAPABILITY)
}
