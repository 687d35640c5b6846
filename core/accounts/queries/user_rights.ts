import { pagesForKey, permissionsOf } from '#core/access/contracts'

/** The caller's permission rows, each with the admin pages it opens. */
export async function permissionList(userId: number) {
  const rows = await permissionsOf(userId)
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    path: row.path,
    title: row.title,
    pages: pagesForKey(row.key),
  }))
}
