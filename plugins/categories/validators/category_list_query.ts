import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { fieldsParam, idsOfQuery, keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

const listQueryValidator = vine.create(
  vine.object({
    ...pagingParams(),
    wd: keywordParam(),
    parent_id: vine.array(vine.number().withoutDecimals().min(0)).optional(),
    enable: vine.array(vine.boolean()).optional(),
    type: vine.array(vine.number().in([0, 1])).optional(),
    field: fieldsParam(),
  })
)

const messages = labelledMessages({
  page: '页码',
  size: '每页数量',
  wd: '关键词',
  parent_id: '上级分类',
  enable: '启用状态',
  type: '分类类型',
  field: '字段',
  id: 'ID',
})

/** The list's filters; without `size` every matching row is returned (api-shapes §7). */
export async function validateCategoryListQuery(qs: Record<string, any>) {
  const query = await listQueryValidator.validate(
    {
      ...qs,
      parent_id: queryList(qs.parent_id),
      enable: queryList(qs.enable),
      type: queryList(qs.type),
    },
    { messagesProvider: messages }
  )
  return {
    page: query.page ?? 1,
    size: query.size ?? null,
    wd: query.wd ?? '',
    parentIds: query.parent_id ?? [],
    enable: query.enable ?? [],
    types: query.type?.length ? [...new Set(query.type)] : [0],
    fields: query.field ?? [],
  }
}

export type CategoryListQuery = Awaited<ReturnType<typeof validateCategoryListQuery>>

/** `?id=1&id=2` of DELETE, or the single `?id=` of GET. */
export function validateIds(qs: Record<string, any>) {
  return idsOfQuery(qs, messages)
}
