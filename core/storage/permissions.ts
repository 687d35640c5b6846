import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('storage', {
  attachment: { group: '附件', actions: { list: '附件列表', update: '编辑附件（禁用/启用）', delete: '删除附件' } },
  config: { group: '配置', actions: { upload: '上传配置图片' } },
})

export const StoragePermission = permissionSet.keys
export const storagePermissions = permissionSet.definitions
