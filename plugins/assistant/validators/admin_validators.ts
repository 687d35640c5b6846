import vine from '@vinejs/vine'
import { idsOfQuery, keywordParam, pagingParams, sortParam } from '#core/kernel/http/query_list'
import { labelledMessages } from '#core/settings/contracts'
import { CHAT_MODES } from '../enums/chat.js'

const knowledgeFields = {
  question: vine.string().trim().minLength(1).maxLength(255),
  keywords: vine.string().trim().maxLength(500).optional(),
  answer: vine.string().trim().minLength(1).maxLength(10000),
  enable: vine.boolean().optional(),
  sort: vine.number().withoutDecimals().min(-100000).max(100000).optional(),
}

const knowledgeMessages = labelledMessages(
  { question: '问题', keywords: '关键词', answer: '答案', sort: '排序' },
  {
    'question.required': '请输入问题',
    'question.minLength': '请输入问题',
    'answer.required': '请输入答案',
    'answer.minLength': '请输入答案',
  }
)

export const createKnowledgeValidator = vine.create(knowledgeFields)
/** An update names the fields it changes: the list's 启用 switch sends only id and enable. */
export const updateKnowledgeValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  question: knowledgeFields.question.optional(),
  keywords: knowledgeFields.keywords,
  answer: knowledgeFields.answer.optional(),
  enable: knowledgeFields.enable,
  sort: knowledgeFields.sort,
})
export { knowledgeMessages }

export const listKnowledgeValidator = vine.create({ ...pagingParams(100), wd: keywordParam() })

/** A session is open until closed; rated when the member gave it stars, low at 1 or 2 of them. */
export const SESSION_STATES = ['open', 'closed'] as const
export const SESSION_RATINGS = ['rated', 'unrated', 'low'] as const

export const listConversationsValidator = vine.create({
  ...pagingParams(100),
  wd: keywordParam(),
  user_id: vine.number().withoutDecimals().positive().optional(),
  mode: vine.enum(CHAT_MODES).optional(),
  state: vine.enum(SESSION_STATES).optional(),
  rating: vine.enum(SESSION_RATINGS).optional(),
})

export const listChatUsersValidator = vine.create({ ...pagingParams(100), wd: keywordParam(), order: sortParam() })

const idMessages = labelledMessages({ id: 'ID' }, { 'id.array.minLength': '请指定 ID', 'id.required': '请指定 ID' })
export function validateIds(qs: Record<string, any>) {
  return idsOfQuery(qs, idMessages)
}

/** A quick range of spec §9 in days: 1, 7, 31, 92, 183 or 365 (7 when left out). */
export const analyticsValidator = vine.create({
  days: vine.number().in([1, 7, 31, 92, 183, 365]).optional(),
})
