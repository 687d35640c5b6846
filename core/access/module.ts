import { definePlugin } from '#core/kernel/define_plugin'
import registry from '#core/kernel/plugin_registry'
import { DISABLE_ACCOUNT_TYPE } from './enums/punishment_type.js'
import { assertUniqueRegistrations } from './registrations/registered.js'
import { AccessPermission, accessPermissions } from './permissions.js'

const PARENT = '用户管理'

export default definePlugin({
  id: 'access',
  title: '角色与权限',
  dependsOn: ['accounts'],
  permissions: accessPermissions,
  adminMenu: [
    {
      page: 'user/list',
      title: '用户管理',
      icon: 'IconUser',
      parent: PARENT,
      permission: AccessPermission.user.list,
      component: 'access/admin/user_list',
      sort: 300,
    },
    {
      page: 'user/group',
      title: '角色管理',
      icon: 'IconUserGroup',
      parent: PARENT,
      permission: AccessPermission.group.list,
      component: 'access/admin/user_group',
      sort: 301,
    },
    {
      page: 'user/permission',
      title: '权限管理',
      icon: 'IconKey',
      parent: PARENT,
      permission: AccessPermission.permission.list,
      component: 'access/admin/user_permission',
      sort: 302,
    },
    {
      page: 'user/punishment',
      title: '处罚管理',
      icon: 'IconShield',
      parent: PARENT,
      permission: AccessPermission.punishment.list,
      component: 'access/admin/user_punishment',
      sort: 303,
    },
  ],
  punishmentTypes: [DISABLE_ACCOUNT_TYPE],
  routes: () => import('./routes.js'),
  register: () => assertUniqueRegistrations(registry.plugins),
})
