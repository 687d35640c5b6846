import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Group from '../../models/group.js'
import Permission from '../../models/permission.js'
import { withTwins } from '../../grpc_twins.js'
import { createGroup, updateGroup } from '../../actions/save_group.js'
import { deleteGroups } from '../../actions/delete_groups.js'
import { setGroupPermissions } from '../../actions/set_group_permissions.js'
import { listGroups } from '../../queries/list_groups.js'
import { groupJson, ownGroupJson, publicGroupJson } from '../../transformers/group_transformer.js'
import { groupsOf } from '../../access_service.js'
import { pageOf } from '#core/kernel/http/query_list'
import { capabilitiesOfGroups } from '../../queries/group_capabilities.js'
import {
  createGroupValidator,
  deleteGroupsValidator,
  groupIdValidator,
  listGroupsValidator,
  setGroupPermissionsValidator,
  updateGroupValidator,
  capabilitiesValidator,
} from '../../validators/group_validators.js'

async function withCapabilities(group: Group) {
  return groupJson(group, (await capabilitiesOfGroups([group])).get(group.id)!)
}

export default class GroupsController {
  /**
   * Public; searching by keyword, user counts and capabilities are for holders of the list
   * permission (others get publicGroupJson).
   */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listGroupsValidator)
    const { total, groups } = await listGroups({
      ...pageOf(input),
      wd: ctx.permitted ? input.wd : undefined,
    })
    if (!ctx.permitted) return { total, group: groups.map(publicGroupJson) }
    const capabilities = await capabilitiesOfGroups(groups)
    return { total, group: groups.map((group) => groupJson(group, capabilities.get(group.id)!)) }
  }

  /** Public like the list, and shaped like it. */
  async show(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(groupIdValidator)
    const group = await findOrNotFound(Group, id, '角色不存在')
    return ctx.permitted ? withCapabilities(group) : publicGroupJson(group)
  }

  /** GET /api/v1/user/group: the caller's own roles with what each lets it do (enable_upload ...). */
  async mine(ctx: HttpContext) {
    const groups = await groupsOf(ctx.auth.getUserOrFail().id)
    const capabilities = await capabilitiesOfGroups(groups)
    return { group: groups.map((group) => ownGroupJson(group, capabilities.get(group.id)!)) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createGroupValidator)
    const capabilities = await ctx.request.validateUsing(capabilitiesValidator())
    return withCapabilities(await createGroup({ ...input, capabilities }))
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateGroupValidator)
    const capabilities = await ctx.request.validateUsing(capabilitiesValidator())
    await updateGroup({ ...input, capabilities })
    return {}
  }

  async destroy(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(deleteGroupsValidator, { data: ctx.request.qs() })
    await deleteGroups(id)
    return {}
  }

  /** The super-admin role answers with every row: it holds them all. Either form of a permission brings the other. */
  async permissions(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(groupIdValidator)
    const group = await findOrNotFound(Group, id, '角色不存在')
    if (group.isSuper) {
      return { permission_id: (await Permission.query().select('id').orderBy('id')).map((row) => row.id) }
    }
    const rows = await withTwins(await group.related('permissions').query().orderBy('permissions.id'))
    return { permission_id: rows.map((row) => row.id) }
  }

  async setPermissions(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(setGroupPermissionsValidator)
    await setGroupPermissions(input.group_id, input.permission_id)
    return {}
  }
}
