import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('plugins_admin', {
  plugin: { group: '插件', actions: { list: '查看插件', manage: '启用、停用与卸载插件' } },
})

export const PluginsAdminPermission = permissionSet.keys
export const pluginsAdminPermissions = permissionSet.definitions
