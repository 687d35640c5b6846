import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Navigation from '../models/navigation.js'
import type { UpdateNavigationInput } from '../validators/navigation_validator.js'
import { assertValidParent } from './navigation_parent.js'

/**
 * Changes the fields sent, leaving the others as they are. A fixed entry keeps its link
 * and stays at the top level: the header relies on both.
 */
export async function updateNavigation(input: UpdateNavigationInput) {
  const navigation = await findOrNotFound(Navigation, input.id, '导航不存在')
  if (navigation.fixed) {
    if (input.href !== undefined && input.href !== navigation.href) throw ApiError.badRequest('固定导航不能修改链接地址')
    if (input.parent_id !== undefined && input.parent_id !== 0) throw ApiError.badRequest('固定导航不能设置上级导航')
  }
  if (input.parent_id !== undefined && input.parent_id !== navigation.parentId) {
    await assertValidParent(input.parent_id, navigation.id)
  }
  navigation.merge({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.href !== undefined && { href: input.href }),
    ...(input.color !== undefined && input.color !== null && { color: input.color }),
    ...(input.target !== undefined && { target: input.target }),
    ...(input.enable !== undefined && { enable: input.enable }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.parent_id !== undefined && { parentId: input.parent_id }),
    ...(input.description !== undefined && { description: input.description }),
  })
  await navigation.save()
  return navigation
}
