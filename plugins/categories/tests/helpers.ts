import registry from '#core/kernel/plugin_registry'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import Category from '../models/category.js'

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

/** A query string with repeated keys for lists (id=1&id=2). */
export function query(params: Record<string, string | number | boolean | (string | number | boolean)[] | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)))
    else search.append(key, String(value))
  }
  return `?${search.toString()}`
}
