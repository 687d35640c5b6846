import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { assertNotPunished, PunishmentType } from '#core/access/contracts'
import { currentUserJson, recordDynamic, DynamicType, signIn, User } from '#core/accounts/contracts'
import type { LoginSource, OauthProvider } from '../providers.js'
import OauthAccount from '../models/oauth_account.js'
import { providerProfile, type ProviderProfile } from './provider_profile.js'
import { rememberPending } from './pending_logins.js'

/** Signs a member in (token + web session) after a provider vouched for them, and records it. */
export async function signInMember(ctx: HttpContext, user: User, provider: LoginSource) {
  await assertNotPunished(user.id, PunishmentType.DisableAccount)
  const ip = ctx.request.ip()
  user.previousLoginAt = user.loginAt
  user.loginAt = DateTime.now()
  user.lastLoginIp = ip
  await user.save()
  await recordDynamic(user.id, DynamicType.Login, [`通过${provider.title}登录了本站（IP：${ip}）`])
  const token = await signIn(ctx, user)
  return { user: await currentUserJson(user), token }
}

async function refreshBinding(account: OauthAccount, profile: ProviderProfile) {
  account.merge({
    username: profile.username || account.username,
    avatar: profile.avatar || account.avatar,
    unionid: profile.unionid || account.unionid,
  })
  await account.save()
}

/**
 * POST /api/v1/oauth/login: a bound provider account signs its member in ({ user, token });
 * an unbound one is remembered for a bind ({ oauth: {..., session} }).
 */
export async function oauthLogin(ctx: HttpContext, provider: OauthProvider) {
  return signInOrRemember(ctx, provider, await providerProfile(ctx, provider))
}

/** What follows once a source vouched for a visitor: their member signed in, or a pending login to bind. */
export async function signInOrRemember(ctx: HttpContext, provider: LoginSource, profile: ProviderProfile) {
  const account = await OauthAccount.query().where('oauthType', provider.type).where('openid', profile.openid).first()
  const user = account ? await User.find(account.userId) : null
  if (account && user) {
    // Binding from /me with an account someone else holds must not switch the caller to that member.
    const caller = ctx.auth.user
    if (caller && caller.id !== user.id) throw ApiError.conflict(`该${provider.title}账号已绑定其他账号`)
    await refreshBinding(account, profile)
    return signInMember(ctx, user, provider)
  }
  // A binding whose member is gone binds anew.
  if (account) await account.delete()
  const session = await rememberPending(provider.type, profile)
  return { oauth: { oauth_type: provider.type, openid: profile.openid, username: profile.username, avatar: profile.avatar, session } }
}
