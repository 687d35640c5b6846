import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { assertRegistrationOpen, createMember, type User } from '#core/accounts/contracts'
import type { LoginSource } from '../providers.js'
import OauthAccount from '../models/oauth_account.js'
import { claimPending, findPending, restorePending, type PendingLogin } from './pending_logins.js'
import { freeUsername } from './free_username.js'
import { markPasswordless } from './passwordless.js'
import { signInMember } from './oauth_login.js'

export interface BindInput {
  openid: string
  oauth_type: number
  session: string
}

async function assertBindable(userId: number, pending: PendingLogin, provider: LoginSource) {
  const bound = await OauthAccount.query().where('oauthType', pending.oauth_type).where('openid', pending.openid).first()
  if (bound) throw ApiError.conflict(`该${provider.title}账号已绑定其他账号`)
  const sameType = await OauthAccount.query().where('userId', userId).where('oauthType', pending.oauth_type).first()
  if (sameType) throw ApiError.conflict(`你已绑定过${provider.title}账号，请先解除绑定`)
}

async function storeBinding(userId: number, pending: PendingLogin) {
  await OauthAccount.create({
    userId,
    oauthType: pending.oauth_type,
    openid: pending.openid,
    unionid: pending.unionid,
    username: pending.username,
    avatar: pending.avatar,
  })
}

/** Binds to the caller (the /me 绑定 flow, or 绑定已有账号 after signing in). */
async function bindToCaller(caller: User, pending: PendingLogin, provider: LoginSource) {
  await assertBindable(caller.id, pending, provider)
  await claimPending(pending)
  await storeBinding(caller.id, pending)
  return {}
}

/** 创建新账号: a member named after the provider's name, with no password they know, signed in. */
async function bindToNewMember(ctx: HttpContext, input: BindInput, pending: PendingLogin, provider: LoginSource) {
  await assertRegistrationOpen()
  await assertBindable(0, pending, provider)
  await claimPending(pending)
  let user: User
  try {
    const username = await freeUsername(pending.username, provider.name)
    user = await createMember({ username }, ctx.request.ip())
    await markPasswordless(user)
    await storeBinding(user.id, pending)
  } catch (error) {
    await restorePending(pending, input.session)
    throw error
  }
  return signInMember(ctx, user, provider)
}

/** POST /api/v1/oauth/bind: the pending first login becomes a binding of the caller, or of a new member. */
export async function bindAccount(ctx: HttpContext, input: BindInput, provider: LoginSource) {
  const pending = await findPending(input)
  const caller = ctx.auth.user
  return caller ? bindToCaller(caller, pending, provider) : bindToNewMember(ctx, input, pending, provider)
}
