import { ApiError } from '#core/kernel/http/api_error'
import { groupsOf } from './access_service.js'
import { findLoadedCapability } from './registrations/registered.js'
import { defaultCapability, storedCapabilities } from './queries/group_capabilities.js'

/**
 * Whether the user's groups grant a registered capability, combined as the capability
 * says ('any' group, or 'all' of them). A user in no group holds none.
 */
export async function capability(userId: number, key: string): Promise<boolean> {
  const definition = findLoadedCapability(key)
  if (!definition) throw new Error(`Capability "${key}" is not registered by a loaded plugin`)
  const groups = await groupsOf(userId)
  if (groups.length === 0) return false
  const stored = await storedCapabilities(
    groups.map((group) => group.id),
    [key]
  )
  const values = groups.map((group) => stored.get(group.id)?.get(key) ?? defaultCapability(definition, group))
  return definition.combine === 'all' ? values.every(Boolean) : values.some(Boolean)
}

/** Throws 403 with the message when the user's groups do not grant the capability. */
export async function assertCapability(userId: number, key: string, message: string) {
  if (!(await capability(userId, key))) throw ApiError.forbidden(message)
}
