import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

const messages = labelledMessages(
  { id: 'ID', language: '语言名称', code: '语言代码', enable: '启用', sort: '排序', wd: '关键词', page: '页码', size: '每页数量' },
  {
    'code.regex': '语言代码只能包含字母、数字、下划线和短横线，如 zh、en、zh-TW',
    'id.required': '请选择语言',
    'id.array.minLength': '请选择语言',
  }
)

const code = vine
  .string()
  .trim()
  .minLength(1)
  .maxLength(16)
  .regex(/^[A-Za-z0-9_-]+$/)

export const createLanguageValidator = vine.create({
  language: vine.string().trim().minLength(1).maxLength(64),
  code,
  enable: vine.boolean().optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
})
createLanguageValidator.messagesProvider = messages

export const updateLanguageValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  language: vine.string().trim().minLength(1).maxLength(64).optional(),
  code: code.clone().optional(),
  enable: vine.boolean().optional(),
  sort: vine.number().withoutDecimals().min(-1000000).max(1000000).optional(),
})
updateLanguageValidator.messagesProvider = messages

export const languageStatusValidator = vine.create({
  id: idList().minLength(1),
  enable: vine.boolean(),
})
languageStatusValidator.messagesProvider = messages

export const languageIdsValidator = vine.create({ id: idList().minLength(1) })
languageIdsValidator.messagesProvider = messages

export const languageListValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  enable: vine.array(vine.boolean()).parse(queryList).optional(),
})
languageListValidator.messagesProvider = messages

export type CreateLanguageInput = Awaited<ReturnType<typeof createLanguageValidator.validate>>
export type UpdateLanguageInput = Awaited<ReturnType<typeof updateLanguageValidator.validate>>
