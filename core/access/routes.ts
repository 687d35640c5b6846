import type { Router } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guard, soft } from '#core/kernel/http/route_guards'
import { adminPageRoutes } from '#core/admin/admin_page_routes'
import { AccessPermission } from './permissions.js'

const UsersController = () => import('./controllers/api/users_controller.js')
const GroupsController = () => import('./controllers/api/groups_controller.js')
const PermissionsController = () => import('./controllers/api/permissions_controller.js')
const PunishmentsController = () => import('./controllers/api/punishments_controller.js')
const AdminPagesController = () => import('./controllers/admin/admin_pages_controller.js')

export default function accessRoutes(router: Router) {
  router
    .group(() => {
      router.get('/user/list', [UsersController, 'index']).use(soft(AccessPermission.user.list)).as('users.index')
      router.post('/user', [UsersController, 'store']).use(guard(AccessPermission.user.create)).as('users.store')
      router.put('/user', [UsersController, 'update']).use(guard(AccessPermission.user.update)).as('users.update')
      router.delete('/user', [UsersController, 'destroy']).use(guard(AccessPermission.user.delete)).as('users.destroy')

      router.get('/group/list', [GroupsController, 'index']).use(soft(AccessPermission.group.list)).as('groups.index')
      router.get('/group', [GroupsController, 'show']).use(soft(AccessPermission.group.list)).as('groups.show')
      router.post('/group', [GroupsController, 'store']).use(guard(AccessPermission.group.create)).as('groups.store')
      router.put('/group', [GroupsController, 'update']).use(guard(AccessPermission.group.update)).as('groups.update')
      router.delete('/group', [GroupsController, 'destroy']).use(guard(AccessPermission.group.delete)).as('groups.destroy')
      router
        .get('/group/permission', [GroupsController, 'permissions'])
        .use(guard(AccessPermission.group.permission))
        .as('groups.permissions')
      router
        .put('/group/permission', [GroupsController, 'setPermissions'])
        .use(guard(AccessPermission.group['permission.update']))
        .as('groups.set_permissions')
      router.get('/user/group', [GroupsController, 'mine']).use(middleware.auth()).as('groups.mine')

      router.get('/permission/list', [PermissionsController, 'index']).use(guard(AccessPermission.permission.list)).as('permissions.index')
      router.get('/permission', [PermissionsController, 'show']).use(guard(AccessPermission.permission.show)).as('permissions.show')
      router.put('/permission', [PermissionsController, 'update']).use(guard(AccessPermission.permission.update)).as('permissions.update')

      router.get('/punishment/list', [PunishmentsController, 'index']).use(guard(AccessPermission.punishment.list)).as('punishments.index')
      router.get('/punishment', [PunishmentsController, 'show']).use(guard(AccessPermission.punishment.show)).as('punishments.show')
      router.post('/punishment', [PunishmentsController, 'store']).use(guard(AccessPermission.punishment.create)).as('punishments.store')
      router.put('/punishment', [PunishmentsController, 'update']).use(guard(AccessPermission.punishment.update)).as('punishments.update')
      router
        .put('/punishment/cancel', [PunishmentsController, 'cancel'])
        .use(guard(AccessPermission.punishment.cancel))
        .as('punishments.cancel')
    })
    .prefix('/api/v1')
    .as('access')

  adminPageRoutes(router, AdminPagesController, [
    { page: 'user/list', action: 'users', as: 'access.admin.users' },
    { page: 'user/group', action: 'groups', as: 'access.admin.groups' },
    { page: 'user/permission', action: 'permissions', as: 'access.admin.permissions' },
    { page: 'user/punishment', action: 'punishments', as: 'access.admin.punishments' },
  ])
}
