import { whereContains } from '#core/kernel/database/where_contains'
import SearchRecord from '../models/search_record.js'
import { usernamesById } from '#core/accounts/contracts'

export interface ListSearchRecordsInput {
  page: number
  size: number
  keywords?: string
  ip?: string
  user_id?: number[]
  type?: number
  order?: string
}

const SORTABLE: Record<string, string> = {
  id: 'id',
  total: 'total',
  spend_time: 'spend_time',
  created_at: 'created_at',
  keywords: 'keywords',
}

/** "col", "col asc", "a desc,b asc": unknown columns are dropped; id desc keeps the order stable. */
function sortOf(order: string | undefined) {
  const sorts: { column: string; order: 'asc' | 'desc' }[] = []
  for (const part of (order ?? '').split(',')) {
    const [name, direction] = part.trim().split(/\s+/)
    const column = SORTABLE[name ?? '']
    if (column && !sorts.some((sort) => sort.column === column)) {
      sorts.push({ column, order: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc' })
    }
  }
  if (!sorts.some((sort) => sort.column === 'id')) sorts.push({ column: 'id', order: 'desc' })
  return sorts
}

export async function listSearchRecords(input: ListSearchRecordsInput) {
  const query = SearchRecord.query()
  if (input.keywords) whereContains(query, ['keywords'], input.keywords)
  if (input.ip) whereContains(query, ['ip'], input.ip)
  if (input.user_id?.length) query.whereIn('user_id', input.user_id)
  if (input.type !== undefined) query.where('type', input.type)
  for (const sort of sortOf(input.order)) query.orderBy(sort.column, sort.order)
  const result = await query.paginate(input.page, input.size)
  const records = result.all()
  return {
    total: result.total,
    records,
    usernames: await usernamesById(records.map((record) => record.userId)),
  }
}
