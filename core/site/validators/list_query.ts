import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { fieldsParam, idsOfQuery, keywordParam, pageOf, pagingParams, queryList, sortParam } from '#core/kernel/http/query_list'

const listQueryValidator = vine.create(
  vine.object({
    ...pagingParams(),
    wd: keywordParam(),
    field: fieldsParam(),
    order: sortParam(),
    enable: vine.array(vine.boolean()).optional(),
  })
)

const messages = labelledMessages({
  page: '页码',
  size: '每页数量',
  wd: '关键词',
  field: '字段',
  order: '排序',
  enable: '启用状态',
  id: 'ID',
})

/** page/size (size clamped to 1..maxSize, default 10), wd, field[], order, enable[]. */
export async function validateListQuery(qs: Record<string, any>, maxSize: number) {
  const query = await listQueryValidator.validate({ ...qs, enable: queryList(qs.enable) }, { messagesProvider: messages })
  return {
    ...pageOf(query, { max: maxSize }),
    wd: query.wd ?? '',
    fields: query.field ?? [],
    order: query.order ?? '',
    enable: query.enable ?? [],
  }
}

/** `?id=1&id=2` of DELETE calls. */
export function validateIds(qs: Record<string, any>) {
  return idsOfQuery(qs, messages)
}
