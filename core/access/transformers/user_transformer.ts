import { privateUserJson, type User } from '#core/accounts/contracts'

/** Everything an administrator sees of a user, with the ids of its groups. */
export function adminUserJson(user: User, groupIds: number[]) {
  return {
    ...privateUserJson(user),
    remark: user.remark,
    register_ip: user.registerIp,
    last_login_ip: user.lastLoginIp,
    group_id: groupIds,
  }
}
