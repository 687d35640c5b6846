import db from '@adonisjs/lucid/services/db'
import Group from '#core/access/models/group'
import CapabilityMigration from '#core/access/database/migrations/20261127000300_move_group_flags_to_capabilities'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

export { query } from '#tests/helpers/query_string'
export { unique } from '#tests/helpers/unique'

export async function superToken() {
  const user = await createSuperAdmin()
  return { user, token: await tokenFor(user) }
}

export async function staffToken(keys: string[]) {
  const { user, group } = await createStaff(keys)
  return { user, group, token: await tokenFor(user) }
}

export async function memberToken() {
  const user = await createUser()
  return { user, token: await tokenFor(user) }
}

export async function groupIdsOfUser(userId: number) {
  const rows = await db.from('user_groups').where('user_id', userId).orderBy('group_id').select('group_id')
  return rows.map((row) => Number(row.group_id))
}

/** The stored user_count and the real number of members of a group. */
export async function countsOf(groupId: number) {
  const group = await Group.findOrFail(groupId)
  const row = await db.from('user_groups').where('group_id', groupId).count('* as total').first()
  return { stored: group.userCount, real: Number(row?.total ?? 0) }
}

let counter = 0
export async function newGroup(overrides: Partial<Group> = {}) {
  counter += 1
  return Group.create({ title: `group-${Date.now().toString(36)}-${counter}`, ...overrides })
}

/** A group's stored capability value; undefined when nothing is stored for it. */
export async function storedCapability(groupId: number, key: string) {
  const row = await db.from('group_capabilities').where('group_id', groupId).where('key', key).first()
  return row ? Boolean(row.enabled) : undefined
}

/**
 * Takes the capability migration back (groups get their former enable_* columns), lets the
 * test fill those columns as an older site would have, then runs it again.
 */
export async function replayCapabilityMigration(fillFormerColumns: () => Promise<unknown>) {
  const run = (direction: 'up' | 'down') => {
    const migration = new CapabilityMigration(db.connection(), 'move_group_flags_to_capabilities', false)
    return direction === 'up' ? migration.execUp() : migration.execDown()
  }
  await run('down')
  try {
    await fillFormerColumns()
  } finally {
    await run('up')
  }
}
