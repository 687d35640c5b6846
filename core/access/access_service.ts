import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import registry from '#core/kernel/plugin_registry'
import Group from './models/group.js'
import Permission from './models/permission.js'
import Punishment from './models/punishment.js'
import { GRPC_METHOD, grpcNamesOf, withTwins } from './grpc_twins.js'

export async function groupsOf(userId: number): Promise<Group[]> {
  return Group.query()
    .whereIn('id', db.from('user_groups').select('group_id').where('user_id', userId))
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
}

export async function isSuperUser(userId: number) {
  const row = await db
    .from('user_groups')
    .join('groups', 'groups.id', 'user_groups.group_id')
    .where('user_groups.user_id', userId)
    .where('groups.is_super', true)
    .first()
  return Boolean(row)
}

/** The first administrator: the oldest account in a super-admin group, null on a site with none yet. */
export async function firstSuperUserId(client: Pick<QueryClientContract, 'from'> = db): Promise<number | null> {
  const row = await client
    .from('user_groups')
    .join('groups', 'groups.id', 'user_groups.group_id')
    .where('groups.is_super', true)
    .min('user_groups.user_id as id')
    .first()
  return row?.id ? Number(row.id) : null
}

/** The ids among `userIds` that belong to a super-admin group. */
export async function superUserIds(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .from('user_groups')
    .join('groups', 'groups.id', 'user_groups.group_id')
    .whereIn('user_groups.user_id', userIds)
    .where('groups.is_super', true)
    .select('user_groups.user_id')
  return new Set(rows.map((row) => Number(row.user_id)))
}

/**
 * The permission rows the user holds through its groups (all rows for a super group), in
 * both forms: a route's row and its gRPC form come together (grpc_twins.ts).
 */
export async function permissionsOf(userId: number): Promise<Permission[]> {
  if (await isSuperUser(userId)) return Permission.query().orderBy('id')
  const granted = await Permission.query()
    .whereIn(
      'id',
      db
        .from('group_permissions')
        .join('user_groups', 'user_groups.group_id', 'group_permissions.group_id')
        .where('user_groups.user_id', userId)
        .select('group_permissions.permission_id')
    )
    .orderBy('id')
  return withTwins(granted)
}

/**
 * The manifest permission keys the user holds. A key counts as held when the user holds
 * any of its rows; a super user holds every declared key.
 */
export async function heldKeys(userId: number): Promise<Set<string>> {
  if (await isSuperUser(userId)) return new Set(registry.permissions().map((permission) => permission.key))
  return new Set((await permissionsOf(userId)).map((permission) => permission.key))
}

/** The user's groups were granted the route's row or its gRPC form. */
export async function holdsRoute(userId: number, method: string, path: string) {
  if (await isSuperUser(userId)) return true
  const names = grpcNamesOf(method, path)
  const row = await db
    .from('permissions')
    .join('group_permissions', 'group_permissions.permission_id', 'permissions.id')
    .join('user_groups', 'user_groups.group_id', 'group_permissions.group_id')
    .where('user_groups.user_id', userId)
    .where((query) => {
      query.where((http) => http.where('permissions.method', method).where('permissions.path', path))
      if (names.length) query.orWhere((grpc) => grpc.where('permissions.method', GRPC_METHOD).whereIn('permissions.path', names))
    })
    .first()
  return Boolean(row)
}

/** Admin pages a permission key opens, from every enabled plugin's menu. */
export function pagesForKey(key: string) {
  return [
    ...new Set(
      registry
        .adminMenu()
        .filter((entry) => entry.permission === key)
        .map((entry) => entry.page)
    ),
  ]
}

/**
 * The admin pages a user may open because of its permissions. Public menu entries are not
 * counted here: a user with none of these is not staff.
 */
export async function allowedAdminPages(user: { id: number }): Promise<string[]> {
  if (await isSuperUser(user.id)) {
    return [...new Set(registry.adminMenu().map((entry) => entry.page))]
  }
  const keys = new Set((await permissionsOf(user.id)).map((permission) => permission.key))
  return [
    ...new Set(
      registry
        .adminMenu()
        .filter((entry) => entry.permission !== 'public' && keys.has(entry.permission))
        .map((entry) => entry.page)
    ),
  ]
}

/** The punishment in force now for the user and type, if any. */
export async function activePunishment(userId: number, type: number) {
  // The format Lucid stores DateTime columns in (local time) on SQLite and MySQL alike.
  const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
  return Punishment.query()
    .where('userId', userId)
    .where('type', type)
    .where('enable', true)
    .where((query) => query.whereNull('startTime').orWhere('startTime', '<=', now))
    .where((query) => query.whereNull('endTime').orWhere('endTime', '>', now))
    .orderBy('id', 'desc')
    .first()
}

/** Recounts groups.user_count from the memberships, for the given groups. */
export async function refreshUserCounts(groupIds: number[], trx?: TransactionClientContract) {
  const client = trx ?? db
  for (const groupId of new Set(groupIds)) {
    const row = await client.from('user_groups').where('group_id', groupId).count('* as total').first()
    await client
      .from('groups')
      .where('id', groupId)
      .update({ user_count: Number(row?.total ?? 0) })
  }
}

/** Makes the user a member of exactly these groups and keeps every affected count right. */
export async function setUserGroups(userId: number, groupIds: number[], trx?: TransactionClientContract) {
  const client = trx ?? db
  const wanted = [...new Set(groupIds)]
  const current = (await client.from('user_groups').where('user_id', userId).select('group_id')).map((row) => Number(row.group_id))
  const removed = current.filter((id) => !wanted.includes(id))
  const added = wanted.filter((id) => !current.includes(id))
  // The counts move first, by their difference, in id order: each group row is locked before
  // the membership rows that point at it are written, so parallel registrations joining the
  // same group queue on it instead of deadlocking (MySQL), and no count is read from a stale
  // snapshot.
  for (const groupId of [...removed, ...added].sort((a, b) => a - b)) {
    await client
      .from('groups')
      .where('id', groupId)
      .increment('user_count', added.includes(groupId) ? 1 : -1)
  }
  if (removed.length) await client.from('user_groups').where('user_id', userId).whereIn('group_id', removed).delete()
  if (added.length) {
    await client.table('user_groups').multiInsert(added.map((groupId) => ({ user_id: userId, group_id: groupId })))
  }
}

/** Puts a newly registered user into the default group(s). */
export async function joinDefaultGroups(userId: number, trx?: TransactionClientContract) {
  const query = Group.query(trx ? { client: trx } : {})
    .where('isDefault', true)
    .select('id')
  const defaults = (await query).map((group) => group.id)
  const current = (await (trx ?? db).from('user_groups').where('user_id', userId).select('group_id')).map((row) => Number(row.group_id))
  await setUserGroups(userId, [...current, ...defaults], trx)
}
