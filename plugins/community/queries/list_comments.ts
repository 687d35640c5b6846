import Comment from '../models/comment.js'
import { CommentStatus, TargetKind } from '../enums/community.js'
import { describeTargets, targetKey } from '../services/targets.js'
import { commentJson } from '../transformers/community_transformer.js'
import { whereContains } from '#core/kernel/database/where_contains'
import { pageOf } from '#core/kernel/http/query_list'

export interface CommentListInput {
  page?: number
  size?: number
  wd?: string
  status?: number[]
  document_id?: number
  user_id?: number
  parent_id?: number[]
  type?: number[]
}

export interface CommentViewer {
  id: number
  /** Holds 评论列表（全部状态）. */
  staff: boolean
}

/**
 * GET /api/v1/comment/list. The public sees approved comments only. Staff, and a user
 * listing their own comments, may filter by any status; staff asking for no status get
 * every status; only staff search by text. One
 * content's comments (document_id) come unpaged, oldest first, and include the viewer's
 * own comments still in review so they can see what they wrote.
 */
export async function listComments(input: CommentListInput, viewer: CommentViewer) {
  const query = Comment.query().preload('user')
  const mayFilterStatus = viewer.staff || (viewer.id > 0 && input.user_id === viewer.id)
  const oneContent = input.document_id !== undefined

  if (input.status?.length && mayFilterStatus) query.whereIn('status', input.status)
  else if (viewer.staff && !oneContent) {
    // Staff unfiltered see every status, as the API family's review lists expect.
  } else if (oneContent && viewer.id > 0 && !input.status?.length) {
    query.where((visible) => visible.where('status', CommentStatus.Approved).orWhere('user_id', viewer.id))
  } else query.where('status', CommentStatus.Approved)

  if (input.type?.length) query.whereIn('type', input.type)
  // One content is one (kind, id): a document and an article may share an id.
  else if (oneContent) query.where('type', TargetKind.Document)
  if (oneContent) query.where('target_id', input.document_id!)
  if (input.user_id) query.where('user_id', input.user_id)
  if (input.parent_id?.length) query.whereIn('parent_id', input.parent_id)
  if (input.wd && viewer.staff) whereContains(query, ['content'], input.wd)

  let total: number
  let comments: Comment[]
  if (oneContent) {
    comments = await query.orderBy('id', 'asc')
    total = comments.length
  } else {
    const { page: number, size } = pageOf(input, { max: 100 })
    const page = await query.orderBy('id', 'desc').paginate(number, size)
    comments = page.all()
    total = page.total
  }
  const targets = await describeTargets(comments)
  return { total, comment: comments.map((comment) => commentJson(comment, targets.get(targetKey(comment)))) }
}
