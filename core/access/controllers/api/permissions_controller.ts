import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Permission from '../../models/permission.js'
import { updatePermission } from '../../actions/update_permission.js'
import { listPermissions } from '../../queries/list_permissions.js'
import { permissionJson } from '../../transformers/permission_transformer.js'
import { MAX_LIST_SIZE, pageOf } from '#core/kernel/http/query_list'
import { listPermissionsValidator, permissionIdValidator, updatePermissionValidator } from '../../validators/permission_validators.js'

export default class PermissionsController {
  /** Without `size=`, every row: MOREDOC's role editor asks so for the whole tree. */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listPermissionsValidator)
    const { total, permissions } = await listPermissions({ ...input, ...pageOf(input, { fallback: MAX_LIST_SIZE }) })
    return { total, permission: permissions.map(permissionJson) }
  }

  async show(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(permissionIdValidator)
    return permissionJson(await findOrNotFound(Permission, id, '权限不存在'))
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updatePermissionValidator)
    await updatePermission(input)
    return {}
  }
}
