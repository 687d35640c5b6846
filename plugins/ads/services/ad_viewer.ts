import { userFlags, type User } from '#core/accounts/contracts'

/**
 * VIP members see no advertisements (spec §6). Whoever grants VIP (the commerce plugin)
 * fills the accounts module's userFlags, so this asks the same question the user's own
 * record answers, without knowing who sells memberships.
 */
export async function seesAdvertisements(user: User | null | undefined) {
  if (!user) return true
  const flags = await userFlags.collect(user)
  return !flags.some((flag) => flag.is_vip === true)
}
