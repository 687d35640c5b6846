import type { PermissionDefinition } from '#core/kernel/define_plugin'

/** Changing another account's password through PUT /api/v1/user/password. */
export const PASSWORD_PERMISSION = 'accounts.user.password'

export const accountsPermissions: PermissionDefinition[] = [{ key: PASSWORD_PERMISSION, title: '修改用户密码', group: '用户' }]
