/**
 * Spec §3: the content kinds the spec fixes. Other plugins register kinds of their own
 * (registerCommunityTarget), so a kind is any number a registered target claims.
 */
export const TargetKind = { Document: 0, Article: 1 } as const
export type TargetKindValue = number

/** Spec §3: comment review states. */
export const CommentStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const
export type CommentStatusValue = (typeof CommentStatus)[keyof typeof CommentStatus]
export const COMMENT_STATUSES = Object.values(CommentStatus) as CommentStatusValue[]
export const COMMENT_STATUS_LABELS: Record<CommentStatusValue, string> = { 0: '待审核', 1: '已通过', 2: '已拒绝' }

/** Spec §3: report reasons. */
export const REPORT_REASON_LABELS: Record<number, string> = {
  1: '垃圾广告',
  2: '淫秽色情',
  3: '虚假中奖',
  4: '敏感信息',
  5: '人身攻击',
  6: '骚扰他人',
  // Not in MOREDOC's list: a library's most common complaint is a document uploaded without the right to share it.
  7: '侵权',
}
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS).map(Number)
