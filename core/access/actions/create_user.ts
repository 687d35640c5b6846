import db from '@adonisjs/lucid/services/db'
import { User } from '#core/accounts/contracts'
import { ApiError } from '#core/kernel/http/api_error'
import { setUserGroups } from '../access_service.js'
import { existingGroups } from './guards.js'

export interface CreateUserInput {
  username: string
  password: string
  email: string
  group_id: number[]
}

/** An administrator adds an account; only a super admin may place it in a super group. */
export async function createUser(input: CreateUserInput, operator: { id: number; isSuper: boolean }) {
  return db.transaction(async (trx) => {
    const groups = await existingGroups(input.group_id, trx)
    if (!operator.isSuper && groups.some((group) => group.isSuper)) {
      throw ApiError.forbidden('只有超级管理员可以授予超级管理员角色')
    }
    if (await User.query({ client: trx }).where('username', input.username).first()) {
      throw ApiError.conflict('用户名已存在')
    }
    if (await User.query({ client: trx }).where('email', input.email).first()) {
      throw ApiError.conflict('电子邮箱已存在')
    }
    const user = await User.create({ username: input.username, password: input.password, email: input.email }, { client: trx })
    await setUserGroups(user.id, input.group_id, trx)
    return user
  })
}
