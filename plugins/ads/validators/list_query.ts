import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, queryList } from '#core/kernel/http/query_list'

const idsValidator = vine.create(
  vine.object({ id: idList().minLength(1) })
)

const idMessages = labelledMessages({ id: 'ID' }, { 'id.array.minLength': '请指定 ID', 'id.required': '请指定 ID' })

/** `?id=1&id=2` of DELETE, or the single `?id=` of GET. */
export async function validateIds(qs: Record<string, any>) {
  const { id } = await idsValidator.validate({ id: queryList(qs.id) ?? [] }, { messagesProvider: idMessages })
  return [...new Set(id)]
}

/** Keeps only the asked fields of each record (all of them when none is asked). */
export function pickFields<T extends Record<string, unknown>>(records: T[], fields: string[]): Partial<T>[] {
  if (!fields.length) return records
  return records.map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key))) as Partial<T>)
}
