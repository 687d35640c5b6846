import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Comment from '../models/comment.js'
import type { CommentStatusValue } from '../enums/community.js'
import { recount } from '../services/counters.js'

function touchedBy(comments: Comment[]) {
  return {
    targets: comments,
    parents: comments.flatMap((comment) => [comment.parentId, comment.id]),
    users: comments.map((comment) => comment.userId),
  }
}

/** POST /api/v1/comment/check: approve or reject many comments; counters follow. */
export async function checkComments(ids: number[], status: CommentStatusValue) {
  await db.transaction(async (trx) => {
    const comments = await Comment.query({ client: trx }).whereIn('id', ids)
    if (comments.length === 0) throw ApiError.notFound('评论不存在')
    await Comment.query({ client: trx }).whereIn('id', ids).update({ status })
    await recount(trx, touchedBy(comments))
  })
}

/** PUT /api/v1/comment: an administrator corrects the text or the review state. */
export async function updateComment(input: { id: number; content?: string; status?: CommentStatusValue }) {
  await db.transaction(async (trx) => {
    const comment = await findOrNotFound(Comment, input.id, '评论不存在', { client: trx })
    if (input.content !== undefined) comment.content = input.content
    if (input.status !== undefined) comment.status = input.status
    await comment.save()
    await recount(trx, touchedBy([comment]))
  })
}

/**
 * DELETE /api/v1/comment: the author deletes their own comments, holders of 删除他人评论
 * any comment. A deleted top-level comment takes its replies with it.
 */
export async function deleteComments(ids: number[], caller: { id: number; canDeleteAny: boolean }) {
  await db.transaction(async (trx) => {
    const comments = await Comment.query({ client: trx }).whereIn('id', ids)
    if (comments.length === 0) throw ApiError.notFound('评论不存在')
    if (!caller.canDeleteAny && comments.some((comment) => comment.userId !== caller.id)) {
      throw ApiError.forbidden('只能删除自己的评论')
    }
    const replies = await Comment.query({ client: trx }).whereIn('parent_id', ids)
    const all = [...comments, ...replies]
    await Comment.query({ client: trx })
      .whereIn(
        'id',
        all.map((comment) => comment.id)
      )
      .delete()
    const touched = touchedBy(all)
    touched.parents = touched.parents.filter((id) => !all.some((comment) => comment.id === id))
    await recount(trx, touched)
  })
}
