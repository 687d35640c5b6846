import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import { whereContains } from '#core/kernel/database/where_contains'
import { applySort } from '#core/kernel/http/query_list'

export interface ListUsersInput {
  page: number
  size: number
  wd?: string
  sort?: string
  id?: number[]
  group_id?: number[]
  /** Search by keyword only for holders of the list permission. */
  admin: boolean
}

/** Columns of a public profile: the only ones a caller without the list permission may sort by. */
const PUBLIC_SORTABLE: Record<string, string> = {
  id: 'id',
  username: 'username',
  doc_count: 'doc_count',
  article_count: 'article_count',
  favorite_count: 'favorite_count',
  comment_count: 'comment_count',
  follow_count: 'follow_count',
  fans_count: 'fans_count',
  created_at: 'created_at',
}

const ADMIN_SORTABLE: Record<string, string> = {
  ...PUBLIC_SORTABLE,
  credit_count: 'credit_count',
  login_at: 'login_at',
  updated_at: 'updated_at',
}

export async function listUsers(input: ListUsersInput) {
  const query = User.query()
  if (input.id?.length) query.whereIn('id', input.id)
  if (input.group_id?.length) {
    query.whereIn('id', db.from('user_groups').select('user_id').whereIn('group_id', input.group_id))
  }
  if (input.admin && input.wd) whereContains(query, ['username', 'realname', 'email', 'mobile'], input.wd)
  applySort(query, input.sort, input.admin ? ADMIN_SORTABLE : PUBLIC_SORTABLE)
  const result = await query.paginate(input.page, input.size)
  return { total: result.total, users: result.all() }
}

/** group ids per user id, for the admin columns. */
export async function groupIdsOf(userIds: number[]) {
  const map = new Map<number, number[]>()
  if (userIds.length === 0) return map
  const rows = await db.from('user_groups').whereIn('user_id', userIds).select('user_id', 'group_id').orderBy('group_id', 'asc')
  for (const row of rows) {
    const list = map.get(Number(row.user_id)) ?? []
    list.push(Number(row.group_id))
    map.set(Number(row.user_id), list)
  }
  return map
}

export async function usernamesOf(userIds: number[]) {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db.from('users').whereIn('id', ids).select('id', 'username')
  return new Map(rows.map((row) => [Number(row.id), String(row.username)]))
}
