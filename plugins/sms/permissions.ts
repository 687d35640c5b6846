import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('sms', {
  sms: {
    group: '短信',
    actions: {
      list: '短信记录列表',
      show: '查看短信记录',
      resend: '重发短信',
    },
  },
})

export const SmsPermission = permissionSet.keys
export const smsPermissions = permissionSet.definitions
