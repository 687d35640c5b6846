import { ApiError } from '#core/kernel/http/api_error'
import type { User } from '#core/accounts/contracts'
import OauthAccount from '../models/oauth_account.js'
import { hasOwnPassword } from './passwordless.js'

export const LAST_WAY_IN = '这是你唯一的登录方式，请先设置密码或绑定其他账号后再解除绑定'

/**
 * DELETE /api/v1/user/oauth?id=: removes one of the caller's bindings, unless it is their last
 * way in (no password of their own and no other binding).
 */
export async function unbindAccount(user: User, id: number) {
  const account = await OauthAccount.query().where('id', id).where('userId', user.id).first()
  if (!account) throw ApiError.notFound('绑定不存在或已解除')
  const others = await OauthAccount.query().where('userId', user.id).whereNot('id', id).count('* as total')
  const otherBindings = Number(others[0].$extras.total)
  if (otherBindings === 0 && !(await hasOwnPassword(user))) throw ApiError.badRequest(LAST_WAY_IN)
  await account.delete()
}
