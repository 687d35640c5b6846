import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import registry from '#core/kernel/plugin_registry'
import {
  otherPasswordValidator,
  ownPasswordValidator,
  passwordTargetValidator,
  userQueryValidator,
  validateProfile,
} from '../../validators/user_validators.js'
import { updateProfile, updateProfileAsStaff } from '../../actions/update_profile.js'
import { changeOwnPassword, setPasswordOf } from '../../actions/change_password.js'
import { findUserOrFail } from '../../queries/user_lookup.js'
import { permissionList } from '../../queries/user_rights.js'
import { currentTokenId } from '../../services/web_session.js'
import { currentUserJson, publicUserJson } from '../../transformers/user_transformer.js'
import { AccountsPermission } from '../../permissions.js'
import { groupsOf, heldKeys, isSuperUser } from '#core/access/contracts'
import { AccessPermission } from '#core/access/permissions'
import { adminUserJson } from '#core/access/transformers/user_transformer'

export default class UsersController {
  /**
   * GET /api/v1/user?id=: no id is the caller's own record, another id its public part, or all
   * of it (what the admin user list shows, for its edit form) to holders of 用户列表.
   */
  async show(ctx: HttpContext) {
    const { id } = await userQueryValidator.validate(ctx.request.qs())
    const me = ctx.auth.user
    if (!id || id === me?.id) {
      if (!me) throw ApiError.unauthorized()
      return currentUserJson(me)
    }
    const user = await findUserOrFail(id)
    if (me && (await heldKeys(me.id)).has(AccessPermission.user.list)) {
      return adminUserJson(
        user,
        (await groupsOf(user.id)).map((group) => group.id)
      )
    }
    return publicUserJson(user)
  }

  /**
   * PUT /api/v1/user/profile: one's own; with `id` another account's, for holders of 编辑用户
   * (a super admin's only for super admins).
   */
  async updateProfile(ctx: HttpContext) {
    const me = ctx.auth.getUserOrFail()
    const { id } = await passwordTargetValidator.validate(ctx.request.all())
    const { remark, ...input } = await validateProfile(ctx.request.all())
    if (!id || id === me.id) {
      await updateProfile(me, input)
      return {}
    }
    if (!(await heldKeys(me.id)).has(AccessPermission.user.update)) {
      const title = registry.permissions().find((permission) => permission.key === AccessPermission.user.update)?.title
      throw ApiError.forbidden(`您没有权限访问【${title}】`)
    }
    const target = await findUserOrFail(id)
    if ((await isSuperUser(target.id)) && !(await isSuperUser(me.id))) {
      throw ApiError.forbidden('只有超级管理员可以修改超级管理员账户')
    }
    await updateProfileAsStaff(target, { ...input, remark })
    return {}
  }

  /**
   * PUT /api/v1/user/password: one's own (old password required), or, with the
   * accounts.user.password permission, anyone's.
   */
  async updatePassword(ctx: HttpContext) {
    const me = ctx.auth.getUserOrFail()
    const { id } = await passwordTargetValidator.validate(ctx.request.all())
    if (!id || id === me.id) {
      const input = await ownPasswordValidator.validate(ctx.request.all())
      await changeOwnPassword(me, input, currentTokenId(ctx))
      return {}
    }
    if (!ctx.permitted) {
      const title = registry.permissions().find((permission) => permission.key === AccountsPermission.user.password)?.title
      throw ApiError.forbidden(`您没有权限访问【${title}】`)
    }
    const target = await findUserOrFail(id)
    const input = await otherPasswordValidator.validate(ctx.request.all())
    await setPasswordOf(target, input.new_password)
    return {}
  }

  /** GET /api/v1/user/permission */
  async permission(ctx: HttpContext) {
    return { permission: await permissionList(ctx.auth.getUserOrFail().id) }
  }
}
