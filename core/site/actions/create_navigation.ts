import Navigation from '../models/navigation.js'
import type { CreateNavigationInput } from '../validators/navigation_validator.js'
import { assertValidParent } from './navigation_parent.js'

export async function createNavigation(input: CreateNavigationInput) {
  const parentId = input.parent_id ?? 0
  await assertValidParent(parentId)
  return Navigation.create({
    title: input.title,
    href: input.href,
    color: input.color ?? '',
    target: input.target ?? '_self',
    enable: input.enable ?? true,
    fixed: false,
    sort: input.sort ?? 0,
    parentId,
    description: input.description ?? '',
  })
}
