import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { labelledMessages, messagesFrom } from '#core/settings/contracts'
import { COMMENT_STATUSES, REPORT_REASONS } from '../enums/community.js'
import { targetOf } from '../services/targets.js'
import { idList, keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

export const COMMENT_MAX_LENGTH = 500

const id = () => vine.number().withoutDecimals().positive()
const ids = () => idList().minLength(1)
/** Only the kinds of enabled plugins: a disabled plugin's kind answers 内容类型无效 (its rows stay). */
const registeredKind = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'number' && !targetOf(value)) field.report('内容类型无效', 'in', field)
})
const kind = () => vine.number().withoutDecimals().use(registeredKind())

const messages = labelledMessages(
  {
    id: 'ID',
    document_id: '内容ID',
    parent_id: '回复的评论',
    content: '评论内容',
    type: '内容类型',
    status: '状态',
    reason: '举报原因',
    remark: '处理备注',
    page: '页码',
    size: '每页数量',
    wd: '关键词',
    user_id: '用户',
  },
  {
    'id.required': '请选择要操作的记录',
    'id.array.minLength': '请选择要操作的记录',
    'document_id.required': '请指定要操作的内容',
    'content.required': '请输入评论内容',
    'content.minLength': '请输入评论内容',
    'content.maxLength': `评论内容不能超过${COMMENT_MAX_LENGTH}个字`,
    'type.in': '内容类型无效',
    'type.*.in': '内容类型无效',
    'status.in': '评论状态无效',
    'status.*.in': '评论状态无效',
    'status.required': '请选择审核结果',
    'reason.required': '请选择举报原因',
    'reason.in': '举报原因无效',
  }
)

const withMessages = messagesFrom(messages)

/** POST /api/v1/comment. Content is plain text: stored as typed, escaped where shown. */
export const createCommentValidator = withMessages(
  vine.create({
    document_id: id(),
    type: kind().optional(),
    parent_id: vine.number().withoutDecimals().min(0).optional(),
    content: vine.string().trim().minLength(1).maxLength(COMMENT_MAX_LENGTH),
    captcha_id: vine.string().trim().maxLength(64).optional(),
    captcha: vine.string().trim().maxLength(16).optional(),
  })
)

/** PUT /api/v1/comment. */
export const updateCommentValidator = withMessages(
  vine.create({
    id: id(),
    content: vine.string().trim().minLength(1).maxLength(COMMENT_MAX_LENGTH).optional(),
    status: vine.number().in(COMMENT_STATUSES).optional(),
  })
)

/** POST /api/v1/comment/check. */
export const checkCommentsValidator = withMessages(vine.create({ id: ids(), status: vine.number().in(COMMENT_STATUSES) }))

/** DELETE /api/v1/comment, /favorite and /report: ?id=1&id=2. */
export const idsValidator = withMessages(vine.create({ id: ids() }))

/** GET /api/v1/comment. */
export const idValidator = withMessages(vine.create({ id: id() }))

/** GET /api/v1/comment/list. */
export const commentListValidator = withMessages(
  vine.create({
    ...pagingParams(),
    wd: keywordParam(),
    status: vine.array(vine.number().in(COMMENT_STATUSES)).parse(queryList).optional(),
    document_id: id().optional(),
    user_id: id().optional(),
    parent_id: vine.array(vine.number().withoutDecimals().min(0)).parse(queryList).optional(),
    type: vine.array(kind()).parse(queryList).optional(),
  })
)

/** POST and GET /api/v1/favorite. */
export const favoriteValidator = withMessages(vine.create({ document_id: id(), type: kind().optional() }))

/** GET /api/v1/favorite/list. */
export const favoriteListValidator = withMessages(vine.create({ ...pagingParams(), type: kind().optional() }))

/** POST /api/v1/report. */
export const createReportValidator = withMessages(
  vine.create({ document_id: id(), type: kind().optional(), reason: vine.number().in(REPORT_REASONS) })
)

/** PUT /api/v1/report. */
export const handleReportValidator = withMessages(
  vine.create({ id: id(), status: vine.boolean(), remark: vine.string().trim().maxLength(512).optional() })
)

/** GET /api/v1/report/list. */
export const reportListValidator = withMessages(
  vine.create({
    ...pagingParams(),
    wd: keywordParam(),
    status: vine.array(vine.boolean()).parse(queryList).optional(),
  })
)
