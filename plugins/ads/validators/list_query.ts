import { labelledMessages } from '#core/settings/contracts'
import { idsOfQuery } from '#core/kernel/http/query_list'

const idMessages = labelledMessages({ id: 'ID' }, { 'id.array.minLength': '请指定 ID', 'id.required': '请指定 ID' })

/** `?id=1&id=2` of DELETE, or the single `?id=` of GET. */
export function validateIds(qs: Record<string, any>) {
  return idsOfQuery(qs, idMessages)
}
