import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('accounts', {
  /** Changing another account's password through PUT /api/v1/user/password. */
  user: { group: '用户', actions: { password: '修改用户密码' } },
})

export const AccountsPermission = permissionSet.keys
export const accountsPermissions = permissionSet.definitions
