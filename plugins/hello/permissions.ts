import { definePermissionSet } from '#core/kernel/permission_set'

/** Keys are '<plugin>.<resource>.<action>'; titles are what the admin permission list shows. */
const permissionSet = definePermissionSet('hello', {
  greeting: {
    group: '问候',
    actions: {
      list: '问候列表',
      create: '添加问候',
    },
  },
})

export const HelloPermission = permissionSet.keys
export const helloPermissions = permissionSet.definitions
