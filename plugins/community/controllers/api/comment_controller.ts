import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import Comment from '../../models/comment.js'
import { TargetKind, type CommentStatusValue, type TargetKindValue } from '../../enums/community.js'
import { createComment } from '../../actions/create_comment.js'
import { checkComments, deleteComments, updateComment } from '../../actions/moderate_comments.js'
import { listComments } from '../../queries/list_comments.js'
import { describeTargets, targetKey } from '../../services/targets.js'
import { commentJson } from '../../transformers/community_transformer.js'
import {
  checkCommentsValidator,
  commentListValidator,
  createCommentValidator,
  idsValidator,
  idValidator,
  updateCommentValidator,
} from '../../validators/community_validators.js'

export default class CommentController {
  /** POST /api/v1/comment → the new comment (status 0 when it waits for review). */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createCommentValidator)
    const user = ctx.auth.getUserOrFail()
    const comment = await createComment(
      { id: user.id, ip: ctx.request.ip() },
      { ...input, type: (input.type ?? TargetKind.Document) as TargetKindValue }
    )
    await comment.load('user')
    return commentJson(comment)
  }

  /** GET /api/v1/comment/list: public; staff see every status (ctx.permitted). */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(commentListValidator, { data: ctx.request.qs() })
    return listComments(input, { id: ctx.auth.user?.id ?? 0, staff: Boolean(ctx.permitted) })
  }

  /** GET /api/v1/comment?id= (staff). */
  async show(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(idValidator, { data: ctx.request.qs() })
    const comment = await Comment.query().where('id', id).preload('user').first()
    if (!comment) throw ApiError.notFound('评论不存在')
    const targets = await describeTargets([comment])
    return commentJson(comment, targets.get(targetKey(comment)))
  }

  /** PUT /api/v1/comment (staff). */
  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateCommentValidator)
    await updateComment({ ...input, status: input.status as CommentStatusValue | undefined })
    return {}
  }

  /** POST /api/v1/comment/check { id[], status } (staff). */
  async check(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(checkCommentsValidator)
    await checkComments(input.id, input.status as CommentStatusValue)
    return {}
  }

  /** DELETE /api/v1/comment?id=: own comments, or any with 删除他人评论. */
  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(idsValidator, { data: ctx.request.qs() })
    await deleteComments(id, { id: ctx.auth.getUserOrFail().id, canDeleteAny: Boolean(ctx.permitted) })
    return {}
  }
}
