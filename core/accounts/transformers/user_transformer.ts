import type User from '../models/user.js'
import { userFlags, type UserFlagValues } from '../extension_points.js'
import { iso } from '#core/kernel/transformers/iso'

/** The fields anyone may see of a user (public profile, lists, comments). */
export function publicUserJson(user: User) {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    signature: user.signature,
    doc_count: user.docCount,
    article_count: user.articleCount,
    favorite_count: user.favoriteCount,
    comment_count: user.commentCount,
    follow_count: user.followCount,
    fans_count: user.fansCount,
    credit_count: user.creditCount,
    created_at: iso(user.createdAt),
  }
}

/** What the user and administrators see of an account beyond its public fields. */
export function privateUserJson(user: User) {
  return {
    ...publicUserJson(user),
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    realname: user.realname,
    identity: user.identity,
    address: user.address,
    login_at: iso(user.loginAt),
    updated_at: iso(user.updatedAt),
  }
}

/** The plugins' own flags, by name ('hello.greeted'); is_vip has a field of its own. */
function pluginFlags(flags: UserFlagValues[]) {
  const named: Record<string, boolean> = {}
  for (const [name, value] of flags.flatMap((set) => Object.entries(set))) {
    if (name !== 'is_vip' && value !== undefined) named[name] = named[name] === true || value
  }
  return named
}

/** The signed-in user's own record. */
export async function currentUserJson(user: User) {
  const flags = await userFlags.collect(user)
  return {
    ...privateUserJson(user),
    is_default_password: user.isDefaultPassword,
    is_vip: flags.some((flag) => flag.is_vip === true),
    flags: pluginFlags(flags),
    previous_login_at: iso(user.previousLoginAt),
  }
}
