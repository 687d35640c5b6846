import { definePlugin } from '#core/kernel/define_plugin'
import registry from '#core/kernel/plugin_registry'
import { DISABLE_ACCOUNT_TYPE } from './enums/punishment_type.js'
import { assertUniqueRegistrations } from './registrations/registered.js'

const PARENT = '用户管理'

export default definePlugin({
  id: 'access',
  title: '角色与权限',
  dependsOn: ['accounts'],
  permissions: [
    { key: 'access.user.list', title: '用户列表', group: '用户' },
    { key: 'access.user.create', title: '新增用户', group: '用户' },
    { key: 'access.user.update', title: '编辑用户', group: '用户' },
    { key: 'access.user.delete', title: '删除用户', group: '用户' },

    { key: 'access.group.list', title: '角色列表', group: '角色' },
    { key: 'access.group.create', title: '新增角色', group: '角色' },
    { key: 'access.group.update', title: '编辑角色', group: '角色' },
    { key: 'access.group.delete', title: '删除角色', group: '角色' },
    { key: 'access.group.permission', title: '查看角色权限', group: '角色' },
    { key: 'access.group.permission.update', title: '设置角色权限', group: '角色' },

    { key: 'access.permission.list', title: '权限列表', group: '权限' },
    { key: 'access.permission.show', title: '查看权限', group: '权限' },
    { key: 'access.permission.update', title: '编辑权限', group: '权限' },

    { key: 'access.punishment.list', title: '处罚列表', group: '处罚' },
    { key: 'access.punishment.show', title: '查看处罚', group: '处罚' },
    { key: 'access.punishment.create', title: '新增处罚', group: '处罚' },
    { key: 'access.punishment.update', title: '编辑处罚', group: '处罚' },
    { key: 'access.punishment.cancel', title: '取消处罚', group: '处罚' },
  ],
  adminMenu: [
    {
      page: 'user/list',
      title: '用户管理',
      icon: 'IconUser',
      parent: PARENT,
      permission: 'access.user.list',
      component: 'access/admin/user_list',
      sort: 300,
    },
    {
      page: 'user/group',
      title: '角色管理',
      icon: 'IconUserGroup',
      parent: PARENT,
      permission: 'access.group.list',
      component: 'access/admin/user_group',
      sort: 301,
    },
    {
      page: 'user/permission',
      title: '权限管理',
      icon: 'IconKey',
      parent: PARENT,
      permission: 'access.permission.list',
      component: 'access/admin/user_permission',
      sort: 302,
    },
    {
      page: 'user/punishment',
      title: '处罚管理',
      icon: 'IconShield',
      parent: PARENT,
      permission: 'access.punishment.list',
      component: 'access/admin/user_punishment',
      sort: 303,
    },
  ],
  punishmentTypes: [DISABLE_ACCOUNT_TYPE],
  routes: () => import('./routes.js'),
  register: () => assertUniqueRegistrations(registry.plugins),
})
