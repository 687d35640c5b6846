import { heldKeys } from '#core/access/contracts'
import { STATS_PERMISSION } from '../contracts.js'

/** Super admins, and groups granted the admin.stats.view permission row, see admin counts. */
export async function canViewAdminStats(user: { id: number } | undefined | null) {
  if (!user) return false
  return (await heldKeys(user.id)).has(STATS_PERMISSION)
}
