import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { CapabilityDefinition } from '../registrations/definitions.js'
import { registeredCapabilities } from '../registrations/registered.js'

type GroupKind = { isSuper: boolean; isDefault: boolean }

/** What a group holds when nothing is stored for it (see CapabilityDefinition.defaults). */
export function defaultCapability(definition: CapabilityDefinition, group: GroupKind) {
  if (group.isSuper) return definition.defaults.superAdmin
  if (group.isDefault) return definition.defaults.member
  return definition.defaults.others
}

/** The stored values of the given groups, for the given keys (all when omitted). */
export async function storedCapabilities(groupIds: number[], keys?: string[], client: Pick<QueryClientContract, 'from'> = db) {
  const stored = new Map<number, Map<string, boolean>>()
  if (groupIds.length === 0) return stored
  const query = client.from('group_capabilities').whereIn('group_id', groupIds).select('group_id', 'key', 'enabled')
  if (keys) query.whereIn('key', keys)
  for (const row of await query) {
    const groupId = Number(row.group_id)
    if (!stored.has(groupId)) stored.set(groupId, new Map())
    stored.get(groupId)!.set(row.key, Boolean(row.enabled))
  }
  return stored
}

/**
 * Every registered capability of each group, stored or by default: what the group API
 * emits. Values of disabled plugins stay stored but are not listed.
 */
export async function capabilitiesOfGroups(groups: (GroupKind & { id: number })[]) {
  const definitions = registeredCapabilities()
  const stored = await storedCapabilities(groups.map((group) => group.id))
  return new Map(
    groups.map((group) => [
      group.id,
      Object.fromEntries(
        definitions.map((definition) => [definition.key, stored.get(group.id)?.get(definition.key) ?? defaultCapability(definition, group)])
      ) as Record<string, boolean>,
    ])
  )
}
