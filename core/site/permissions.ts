import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('site', {
  navigation: { group: '导航', actions: { list: '查看导航', create: '新增导航', update: '更新导航', delete: '删除导航' } },
  friendlink: { group: '友情链接', actions: { list: '查看友链', create: '新增友链', update: '更新友链', delete: '删除友链' } },
})

export const SitePermission = permissionSet.keys
export const sitePermissions = permissionSet.definitions
