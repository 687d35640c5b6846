import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('mail', {
  log: { group: '邮件', actions: { list: '查看邮件记录' } },
  test: { group: '邮件', actions: { send: '发送测试邮件' } },
})

export const MailPermission = permissionSet.keys
export const mailPermissions = permissionSet.definitions
