import db from '@adonisjs/lucid/services/db'

/** The usernames of these users, by id (a missing user is simply absent). */
export async function usernamesById(userIds: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(userIds)].filter((id) => id > 0)
  if (unique.length === 0) return new Map()
  const rows = await db.from('users').whereIn('id', unique).select('id', 'username')
  return new Map(rows.map((row) => [Number(row.id), String(row.username)]))
}

/**
 * The ids of users named `username` (or, with `contains`, whose name contains it), as a
 * subquery for `whereIn('user_id', ...)`: lists filter by uploader without reading users.
 */
export function userIdsNamed(username: string, options: { contains?: boolean } = {}) {
  const query = db.from('users').select('id')
  return options.contains ? query.where('username', 'like', `%${username}%`) : query.where('username', username)
}
