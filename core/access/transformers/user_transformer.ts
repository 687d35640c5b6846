import { publicUserJson, type User } from '#core/accounts/contracts'
import { iso } from '#core/kernel/transformers/iso'

/** Everything an administrator sees of a user, with the ids of its groups. */
export function adminUserJson(user: User, groupIds: number[]) {
  return {
    ...publicUserJson(user),
    realname: user.realname,
    credit_count: user.creditCount,
    login_at: iso(user.loginAt),
    updated_at: iso(user.updatedAt),
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    identity: user.identity,
    address: user.address,
    remark: user.remark,
    register_ip: user.registerIp,
    last_login_ip: user.lastLoginIp,
    group_id: groupIds,
  }
}
