import registry from '#core/kernel/plugin_registry'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import Category from '../models/category.js'

export { query } from '#tests/helpers/query_string'

export const disabled = !registry.isEnabled('categories')
export const DISABLED_REASON = 'the categories plugin is not enabled'

let counter = 0
/** A title no other test uses. */
export function unique(prefix = 'cat') {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}

export async function newCategory(overrides: Partial<Pick<Category, 'title' | 'parentId' | 'type' | 'enable' | 'sort' | 'docCount'>> = {}) {
  return Category.create({
    title: unique(),
    parentId: 0,
    type: 0,
    enable: true,
    sort: 0,
    docCount: 0,
    ...overrides,
  })
}

export async function staffToken(keys: string[]) {
  const { user } = await createStaff(keys)
  return tokenFor(user)
}

export async function superToken() {
  return tokenFor(await createSuperAdmin())
}

export async function memberToken() {
  return tokenFor(await createUser())
}
