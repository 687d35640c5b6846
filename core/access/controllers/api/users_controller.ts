import type { HttpContext } from '@adonisjs/core/http'
import { isSuperUser } from '../../access_service.js'
import { createUser } from '../../actions/create_user.js'
import { updateUser } from '../../actions/update_user.js'
import { deleteUsers } from '../../actions/delete_users.js'
import { groupIdsOf, listUsers } from '../../queries/list_users.js'
import { adminUserJson } from '../../transformers/user_transformer.js'
import { publicUserJson } from '#core/accounts/contracts'
import { MAX_PUBLIC_SIZE } from '#core/kernel/http/query_list'
import { pageOf } from '#core/kernel/http/query_list'
import { createUserValidator, deleteUsersValidator, listUsersValidator, updateUserValidator } from '../../validators/user_validators.js'

async function operator(ctx: HttpContext) {
  const user = ctx.auth.user!
  return { id: user.id, password: user.password, isSuper: await isSuperUser(user.id) }
}

export default class UsersController {
  /**
   * Public: everyone gets the fields of a public profile (GET /api/v1/user?id=), a page at a
   * time; holders of the list permission get the admin columns, keyword search and long pages.
   */
  async index(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listUsersValidator)
    const admin = ctx.permitted === true
    const max = admin ? 1000 : MAX_PUBLIC_SIZE
    const { total, users } = await listUsers({ ...input, ...pageOf(input, { min: 10, max, fallback: 10 }), admin })
    if (!admin) return { total, user: users.map(publicUserJson) }
    const groups = await groupIdsOf(users.map((user) => user.id))
    return { total, user: users.map((user) => adminUserJson(user, groups.get(user.id) ?? [])) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createUserValidator)
    const user = await createUser(input, await operator(ctx))
    return { id: user.id }
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateUserValidator)
    await updateUser(input, await operator(ctx))
    return {}
  }

  async destroy(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(deleteUsersValidator, { data: ctx.request.qs() })
    await deleteUsers(input, await operator(ctx))
    return {}
  }
}
