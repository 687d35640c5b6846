import vine from '@vinejs/vine'
import { pagingParams, sizeParam } from '#core/kernel/http/query_list'
import { labelledMessages, messagesFrom } from '#core/settings/contracts'
import { PAGE_TYPES } from '../enums/page_types.js'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/

const messages = labelledMessages(
  {
    url: '页面地址',
    referer: '来源地址',
    page_type: '页面类型',
    item_id: '内容ID',
    client_id: '客户端标识',
    document_id: '文档ID',
    days: '天数',
    start_date: '开始日期',
    end_date: '结束日期',
    page: '页码',
    size: '每页数量',
    ip: 'IP',
    user_id: '用户ID',
    visitor_id: '访客标识',
  },
  {
    'url.required': '请提供页面地址',
    'page_type.enum': '页面类型无效',
    'client_id.regex': '客户端标识格式不正确',
    'document_id.required': '请指定文档',
    'start_date.regex': '开始日期格式应为 yyyy-MM-dd',
    'end_date.regex': '结束日期格式应为 yyyy-MM-dd',
  }
)

const withMessages = messagesFrom(messages)

/**
 * POST /api/v1/statistics/record-page-view. The spec's body also carries user_id, ip and
 * user_agent: they are not read; the server knows them better than the client says.
 */
export const recordPageViewValidator = withMessages(
  vine.create({
    url: vine.string().trim().minLength(1).maxLength(2048),
    referer: vine.string().trim().maxLength(2048).optional(),
    page_type: vine.enum(PAGE_TYPES).optional(),
    item_id: vine.number().withoutDecimals().min(0).optional(),
    client_id: vine.string().trim().regex(CLIENT_ID).optional(),
  })
)

/** POST /api/v1/statistics/record-document-access: a document was opened (downloads are counted by the server). */
export const recordDocumentAccessValidator = withMessages(
  vine.create({
    document_id: vine.number().withoutDecimals().positive(),
    client_id: vine.string().trim().regex(CLIENT_ID).optional(),
  })
)

const range = {
  days: vine.number().withoutDecimals().range([1, 731]).optional(),
  start_date: vine.string().trim().regex(DAY).optional(),
  end_date: vine.string().trim().regex(DAY).optional(),
}

/** The statistics reads: a quick range (days up to today) or start_date..end_date. */
export const rangeValidator = withMessages(vine.create({ ...range }))

export const topDocumentsValidator = withMessages(vine.create({ ...range, size: sizeParam(100) }))

export const documentAccessValidator = withMessages(
  vine.create({ ...range, document_id: vine.number().withoutDecimals().positive().optional() })
)

export const visitorListValidator = withMessages(
  vine.create({
    ...range,
    ...pagingParams(),
    ip: vine.string().trim().maxLength(64).optional(),
    user_id: vine.number().withoutDecimals().min(0).optional(),
    is_bot: vine.boolean().optional(),
  })
)

export const visitorActivitiesValidator = withMessages(
  vine.create({
    ...range,
    ...pagingParams(),
    visitor_id: vine.string().trim().maxLength(64).optional(),
    user_id: vine.number().withoutDecimals().min(0).optional(),
  })
)
