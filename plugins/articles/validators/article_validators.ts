import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { ARTICLE_STATUSES } from '../enums/article_status.js'
import { idList, keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

const id = () => vine.number().withoutDecimals().positive()

const messages = labelledMessages(
  {
    id: '文章ID',
    title: '文章标题',
    content: '文章内容',
    keywords: '关键词',
    description: '摘要',
    author: '作者',
    category_id: '文章分类',
    identifier: '文章标识',
    status: '状态',
    reject_reason: '拒绝原因',
    page: '页码',
    size: '每页数量',
    wd: '关键词',
  },
  {
    'id.required': '请选择文章',
    'id.array.minLength': '请选择文章',
    'title.required': '请输入文章标题',
    'article_id.required': '请选择文章',
    'article_id.array.minLength': '请选择文章',
    'category_id.array.minLength': '请选择文章分类',
    'type.in': '推荐类型无效',
    'title.minLength': '请输入文章标题',
    'title.maxLength': '文章标题不能超过100个字',
    'content.required': '请输入文章内容',
    'identifier.regex': '文章标识只能包含字母、数字、下划线和短横线',
    'status.in': '文章状态无效',
    'status.*.in': '文章状态无效',
  }
)

const body = {
  title: vine.string().trim().minLength(1).maxLength(100),
  content: vine.string().maxLength(500_000),
  keywords: vine.string().trim().maxLength(255).optional(),
  description: vine.string().trim().maxLength(1000).optional(),
  author: vine.string().trim().maxLength(64).optional(),
  category_id: idList().optional(),
  identifier: vine
    .string()
    .trim()
    .maxLength(64)
    // Empty (MOREDOC's editor sends "" for a new article): one is made, as MOREDOC does.
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
}

export const createArticleValidator = vine.create(body)
createArticleValidator.messagesProvider = messages

export const updateArticleValidator = vine.create({ id: id(), ...body })
updateArticleValidator.messagesProvider = messages

/** GET /api/v1/article: by id or identifier. */
export const readArticleValidator = vine.create({
  id: id().optional().requiredIfMissing('identifier'),
  identifier: vine.string().trim().maxLength(64).optional(),
})
readArticleValidator.messagesProvider = messages

export const articleListValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  category_id: idList().optional(),
  status: vine.array(vine.number().in(ARTICLE_STATUSES)).parse(queryList).optional(),
  user_id: id().optional(),
})
articleListValidator.messagesProvider = messages

export const checkArticlesValidator = vine.create({
  id: idList().minLength(1),
  status: vine.number().in(ARTICLE_STATUSES),
  reject_reason: vine.string().trim().maxLength(512).optional(),
})
checkArticlesValidator.messagesProvider = messages

export const articleIdsValidator = vine.create({ id: idList().minLength(1) })
articleIdsValidator.messagesProvider = messages

/**
 * The bodies of 审核 and 推荐 as MOREDOC's clients send them: the ids as `article_id`, the
 * recommendation as `is_recommend` (true/false) and the reason as `rejeact_reason` (sic).
 * Docsite's own names win when both are given.
 */
export function withMoredocArticleNames(sent: Record<string, unknown>) {
  const data = { ...sent }
  if (data.id === undefined) data.id = data.article_id
  if (data.type === undefined && data.is_recommend !== undefined) {
    data.type = [true, 1, 'true', '1'].includes(data.is_recommend as never) ? 1 : 0
  }
  if (data.reject_reason === undefined) data.reject_reason = data.rejeact_reason
  return data
}

export const recommendArticlesValidator = vine.create({ id: idList().minLength(1), type: vine.number().in([0, 1]) })
recommendArticlesValidator.messagesProvider = messages

export const setCategoryValidator = vine.create({ article_id: idList().minLength(1), category_id: idList().minLength(1) })
setCategoryValidator.messagesProvider = messages
