import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Permission from '../models/permission.js'

/** Only the title and description are editable; a renamed title survives the start-up sync. */
export async function updatePermission(input: { id: number; title: string; description?: string }) {
  const permission = await findOrNotFound(Permission, input.id, '权限不存在')
  if (permission.title !== input.title) {
    permission.title = input.title
    permission.titleCustomized = true
  }
  if (input.description !== undefined) permission.description = input.description
  await permission.save()
  return permission
}
