import { definePermissionSet } from '#core/kernel/permission_set'

/** Titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('admin', {
  release: { group: '系统', actions: { check: '查看与检测新版本', update: '设置版本检测（版本源、忽略版本）' } },
  database: { group: '系统', actions: { sqlmode: '查看数据库 sql_mode' } },
})

export const AdminPermission = permissionSet.keys
export const adminPermissions = permissionSet.definitions
