import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { findCapability, registeredCapabilities } from '../registrations/registered.js'
import { defaultCapability, storedCapabilities } from '../queries/group_capabilities.js'

/** Stores the given capability values of one group; keys no enabled plugin registers are ignored. */
export async function setGroupCapabilities(groupId: number, values: Record<string, boolean | undefined>, trx?: TransactionClientContract) {
  const entries = Object.entries(values).filter(([key, enabled]) => enabled !== undefined && findCapability(key))
  if (entries.length === 0) return
  const write = async (client: TransactionClientContract) => {
    const keys = entries.map(([key]) => key)
    await client.from('group_capabilities').where('group_id', groupId).whereIn('key', keys).delete()
    await client
      .insertQuery()
      .table('group_capabilities')
      .multiInsert(entries.map(([key, enabled]) => ({ group_id: groupId, key, enabled })))
  }
  if (trx) await write(trx)
  else await db.transaction(write)
}

/**
 * Stores the default of every registered capability the group has no value for, so its
 * values stay put when another group becomes the default one later.
 */
export async function storeMissingCapabilities(
  group: { id: number; isSuper: boolean; isDefault: boolean },
  trx?: TransactionClientContract
) {
  const stored = (await storedCapabilities([group.id], undefined, trx)).get(group.id)
  const missing = registeredCapabilities().filter((definition) => !stored?.has(definition.key))
  const values = Object.fromEntries(missing.map((definition) => [definition.key, defaultCapability(definition, group)]))
  await setGroupCapabilities(group.id, values, trx)
}
