import type { User } from '#core/accounts/contracts'
import { iso } from './time.js'

/** The public column set of the user list (callers without the list permission). */
export function listedUserJson(user: User) {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    signature: user.signature,
    doc_count: user.docCount,
    article_count: user.articleCount,
    favorite_count: user.favoriteCount,
    comment_count: user.commentCount,
    follow_count: user.followCount,
    fans_count: user.fansCount,
    credit_count: user.creditCount,
    login_at: iso(user.loginAt),
    created_at: iso(user.createdAt),
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
