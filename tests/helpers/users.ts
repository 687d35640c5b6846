import User from '#core/accounts/models/user'
import Group from '#core/access/models/group'
import Permission from '#core/access/models/permission'
import { ensureDefaultGroups } from '#core/access/default_groups'
import { refreshUserCounts } from '#core/access/contracts'

let counter = 0

export async function createUser(overrides: Partial<Pick<User, 'username' | 'email' | 'password'>> = {}) {
  counter += 1
  const { member } = await ensureDefaultGroups()
  const user = await User.create({
    username: overrides.username ?? `user${Date.now().toString(36)}${counter}`,
    email: overrides.email ?? `user${Date.now().toString(36)}${counter}@example.com`,
    password: overrides.password ?? 'secret123',
  })
  await addToGroup(user, member)
  return user
}

export async function addToGroup(user: User, group: Group) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.table('user_groups').insert({ user_id: user.id, group_id: group.id })
  await refreshUserCounts([group.id])
}

export async function createSuperAdmin() {
  const user = await createUser()
  const { superAdmin } = await ensureDefaultGroups()
  await addToGroup(user, superAdmin)
  return user
}

/** A user in a new group holding exactly the permission rows with the given keys. */
export async function createStaff(keys: string[]) {
  const user = await createUser()
  counter += 1
  const group = await Group.create({ title: `staff-${Date.now().toString(36)}-${counter}` })
  const rows = await Permission.query().whereIn('key', keys)
  await group.related('permissions').attach(rows.map((row) => row.id))
  await addToGroup(user, group)
  return { user, group }
}

export async function tokenFor(user: User) {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}
