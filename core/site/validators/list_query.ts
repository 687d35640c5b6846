import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, pageParam, queryList, sizeParam } from '#core/kernel/http/query_list'

const listQueryValidator = vine.create(
  vine.object({
    page: pageParam(),
    size: sizeParam(),
    wd: vine.string().trim().maxLength(64).optional(),
    field: vine.array(vine.string().trim()).optional(),
    order: vine.string().trim().maxLength(128).optional(),
    enable: vine.array(vine.boolean()).optional(),
  })
)

const idsValidator = vine.create(
  vine.object({ id: idList().minLength(1) })
)

const messages = labelledMessages({ page: '页码', size: '每页数量', wd: '关键词', field: '字段', order: '排序', enable: '启用状态', id: 'ID' })

/** page/size (size clamped to 1..maxSize, default 10), wd, field[], order, enable[]. */
export async function validateListQuery(qs: Record<string, any>, maxSize: number) {
  const query = await listQueryValidator.validate(
    { ...qs, field: queryList(qs.field), enable: queryList(qs.enable) },
    { messagesProvider: messages }
  )
  return {
    page: query.page ?? 1,
    size: Math.min(query.size ?? 10, maxSize),
    wd: query.wd ?? '',
    fields: query.field ?? [],
    order: query.order ?? '',
    enable: query.enable ?? [],
  }
}

/** `?id=1&id=2` of DELETE calls. */
export async function validateIds(qs: Record<string, any>) {
  const { id } = await idsValidator.validate({ id: queryList(qs.id) ?? [] }, { messagesProvider: messages })
  return [...new Set(id)]
}

/** Keeps only the asked fields of each record (all of them when none is asked). */
export function pickFields<T extends Record<string, unknown>>(records: T[], fields: string[]): Partial<T>[] {
  if (!fields.length) return records
  return records.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key))) as Partial<T>)
}
