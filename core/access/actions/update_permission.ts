import { ApiError } from '#core/kernel/http/api_error'
import Permission from '../models/permission.js'

/** Only the title and description are editable; a renamed title survives the start-up sync. */
export async function updatePermission(input: { id: number; title: string; description?: string }) {
  const permission = await Permission.find(input.id)
  if (!permission) throw ApiError.notFound('权限不存在')
  if (permission.title !== input.title) {
    permission.title = input.title
    permission.titleCustomized = true
  }
  if (input.description !== undefined) permission.description = input.description
  await permission.save()
  return permission
}
