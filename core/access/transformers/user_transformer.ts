import { publicUserJson, type User } from '#core/accounts/contracts'
import { iso } from '#core/kernel/transformers/iso'

/** The public column set of the user list (callers without the list permission). */
export function listedUserJson(user: User) {
  return {
    ...publicUserJson(user),
    realname: user.realname,
    credit_count: user.creditCount,
    login_at: iso(user.loginAt),
    updated_at: iso(user.updatedAt),
  }
}

/** Everything an administrator sees of a user, with the ids of its groups. */
export function adminUserJson(user: User, groupIds: number[]) {
  return {
    ...listedUserJson(user),
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
