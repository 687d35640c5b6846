import { definePermissionSet } from '#core/kernel/permission_set'

const permissionSet = definePermissionSet('access', {
  user: { group: '用户', actions: { list: '用户列表', create: '新增用户', update: '编辑用户', delete: '删除用户' } },
  group: {
    group: '角色',
    actions: {
      'list': '角色列表',
      'create': '新增角色',
      'update': '编辑角色',
      'delete': '删除角色',
      'permission': '查看角色权限',
      'permission.update': '设置角色权限',
    },
  },
  permission: { group: '权限', actions: { list: '权限列表', show: '查看权限', update: '编辑权限' } },
  punishment: {
    group: '处罚',
    actions: { list: '处罚列表', show: '查看处罚', create: '新增处罚', update: '编辑处罚', cancel: '取消处罚' },
  },
})

export const AccessPermission = permissionSet.keys
export const accessPermissions = permissionSet.definitions
