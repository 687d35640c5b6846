import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { isSuperUser } from '#core/access/contracts'
import { commentsNeedReview } from '../capabilities.js'
import { commentRefusal } from '../queries/comment_refusal.js'
import { DynamicType, recordDynamic, verifyCaptcha } from '#core/accounts/contracts'
import Comment from '../models/comment.js'
import { CommentStatus, type TargetKindValue } from '../enums/community.js'
import { visibleTarget } from '../services/targets.js'
import { recount } from '../services/counters.js'
import { throttleComment } from '../services/comment_throttle.js'

export interface CreateCommentInput {
  document_id: number
  type: TargetKindValue
  parent_id?: number
  content: string
  captcha_id?: string
  captcha?: string
}

/** The top-level comment a reply hangs under; replies to replies join the same thread. */
async function threadOf(parentId: number, input: CreateCommentInput, userId: number) {
  const parent = await Comment.find(parentId)
  const visible = parent && (parent.status === CommentStatus.Approved || parent.userId === userId)
  if (!parent || !visible || parent.type !== input.type || parent.targetId !== input.document_id) {
    throw ApiError.badRequest('回复的评论不存在')
  }
  return parent.parentId || parent.id
}

/**
 * POST /api/v1/comment. Order of checks: punishment and group right (403), the content
 * exists (404), captcha when configured (400), the comment interval (429). A group with
 * comment approval puts the comment in review; super admins are never reviewed.
 */
export async function createComment(user: { id: number; ip: string }, input: CreateCommentInput) {
  const refusal = await commentRefusal(user.id)
  if (refusal) throw ApiError.forbidden(refusal)
  const { info } = await visibleTarget(input.type, input.document_id, user.id)
  const parentId = input.parent_id ? await threadOf(input.parent_id, input, user.id) : 0
  await verifyCaptcha('comment', input.captcha_id, input.captcha)
  await throttleComment(user.id)

  const review = (await commentsNeedReview(user.id)) && !(await isSuperUser(user.id))
  const created = await db.transaction(async (trx) => {
    const comment = await Comment.create(
      {
        userId: user.id,
        type: input.type,
        targetId: input.document_id,
        parentId,
        content: input.content,
        status: review ? CommentStatus.Pending : CommentStatus.Approved,
        commentCount: 0,
        ip: user.ip,
      },
      { client: trx }
    )
    await recount(trx, { targets: [comment], parents: [parentId], users: [user.id] })
    return comment
  })
  await recordDynamic(user.id, DynamicType.Comment, ['评论了《', { text: info.title, href: info.link }, '》'])
  return created
}
