import { iso } from '#core/kernel/transformers/iso'
import type Comment from '../models/comment.js'
import type Favorite from '../models/favorite.js'
import type Report from '../models/report.js'
import type { CommunityTargetInfo } from '../extension_points.js'
import { REPORT_REASON_LABELS } from '../enums/community.js'

function author(user: { id: number; username: string; avatar: string } | undefined | null) {
  return user ? { id: user.id, username: user.username, avatar: user.avatar } : null
}

/** api-shapes §8 Comment; `document_id` is the content's id for both kinds. */
export function commentJson(comment: Comment, target?: CommunityTargetInfo) {
  return {
    id: comment.id,
    parent_id: comment.parentId,
    content: comment.content,
    document_id: comment.targetId,
    type: comment.type,
    status: comment.status,
    comment_count: comment.commentCount,
    user_id: comment.userId,
    user: author(comment.$preloaded.user ? comment.user : null),
    document_title: target?.title ?? '',
    link: target?.link ?? '',
    created_at: iso(comment.createdAt),
    updated_at: iso(comment.updatedAt),
  }
}

/** api-shapes §9 Favorite, with the content's link. */
export function favoriteJson(favorite: Favorite, target?: CommunityTargetInfo) {
  return {
    id: favorite.id,
    user_id: favorite.userId,
    document_id: favorite.targetId,
    type: favorite.type,
    title: target?.title ?? '',
    link: target?.link ?? '',
    exists: Boolean(target),
    ext: target?.file?.ext ?? '',
    score: target?.file?.score ?? 0,
    pages: target?.file?.pages ?? 0,
    size: target?.file?.size ?? 0,
    document_uuid: target?.file?.uuid ?? '',
    created_at: iso(favorite.createdAt),
    updated_at: iso(favorite.updatedAt),
  }
}

/** api-shapes §10 Report, with the content's link and the reason's label. */
export function reportJson(report: Report, target?: CommunityTargetInfo) {
  return {
    id: report.id,
    document_id: report.targetId,
    type: report.type,
    user_id: report.userId,
    username: report.$preloaded.user ? (report.user?.username ?? '') : '',
    reason: report.reason,
    reason_name: REPORT_REASON_LABELS[report.reason] ?? '',
    status: report.status,
    remark: report.remark,
    document_title: target?.title ?? report.targetTitle,
    link: target?.link ?? '',
    created_at: iso(report.createdAt),
    updated_at: iso(report.updatedAt),
  }
}
