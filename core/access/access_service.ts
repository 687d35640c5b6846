import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import Group from './models/group.js'
import Permission from './models/permission.js'
import Punishment from './models/punishment.js'
import type { PunishmentTypeValue } from './enums/punishment_type.js'

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

/** The permission rows the user holds through its groups (all rows for a super group). */
export async function permissionsOf(userId: number): Promise<Permission[]> {
  if (await isSuperUser(userId)) return Permission.query().orderBy('id')
  return Permission.query()
    .whereIn(
      'id',
      db
        .from('group_permissions')
        .join('user_groups', 'user_groups.group_id', 'group_permissions.group_id')
        .where('user_groups.user_id', userId)
        .select('group_permissions.permission_id')
    )
    .orderBy('id')
}

export async function holdsRoute(userId: number, method: string, path: string) {
  if (await isSuperUser(userId)) return true
  const row = await db
    .from('permissions')
    .join('group_permissions', 'group_permissions.permission_id', 'permissions.id')
    .join('user_groups', 'user_groups.group_id', 'group_permissions.group_id')
    .where('user_groups.user_id', userId)
    .where('permissions.method', method)
    .where('permissions.path', path)
    .first()
  return Boolean(row)
}

/** Admin pages a permission key opens, from every enabled plugin's menu. */
export function pagesForKey(key: string) {
  return registry
    .adminMenu()
    .filter((entry) => entry.permission === key)
    .map((entry) => entry.page)
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
export async function activePunishment(userId: number, type: PunishmentTypeValue) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  return Punishment.query()
    .where('userId', userId)
    .where('type', type)
    .where('enable', true)
    .where((query) => query.whereNull('startTime').orWhere('startTime', '<=', now))
    .where((query) => query.whereNull('endTime').orWhere('endTime', '>', now))
    .orderBy('id', 'desc')
    .first()
}
