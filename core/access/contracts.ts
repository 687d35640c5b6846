import { ApiError } from '#core/kernel/http/api_error'
import { activePunishment, isSuperUser } from './access_service.js'
import { PunishmentType } from './enums/punishment_type.js'
import { punishmentTypeMessage } from './registrations/registered.js'
import { assertCapability } from './capabilities.js'

export {
  activePunishment,
  allowedAdminPages,
  firstSuperUserId,
  groupsOf,
  heldKeys,
  isSuperUser,
  joinDefaultGroups,
  pagesForKey,
  permissionsOf,
  refreshUserCounts,
} from './access_service.js'
export { PunishmentType } from './enums/punishment_type.js'
export type { CapabilityDefinition, PunishmentTypeDefinition } from './registrations/definitions.js'
export { reviewCapability } from './registrations/definitions.js'
export { capability, assertCapability } from './capabilities.js'
export { abilities } from './abilities.js'
export { setGroupCapabilities } from './actions/set_group_capabilities.js'
export { punishmentTypeLabel, registeredCapabilities, registeredPunishmentTypes } from './registrations/registered.js'
export { default as Group } from './models/group.js'
export { userDeletion } from './extension_points.js'
export { GUEST, viewerHolding } from './viewer.js'
export type { Viewer } from './viewer.js'

function formatEnd(end: { toFormat(format: string): string } | null) {
  return end ? `，解除时间：${end.toFormat('yyyy-MM-dd HH:mm:ss')}` : ''
}

/**
 * Why the user may not do what a punishment of this (registered) type forbids (or its account is
 * disabled), naming the reason and the end time when there is one; null when nothing holds
 * it back. Super-admin users are never held back. Pages show it instead of a form.
 */
export async function punishmentNotice(userId: number, type: number, message?: string) {
  const types: number[] = type === PunishmentType.DisableAccount ? [type] : [PunishmentType.DisableAccount, type]
  for (const current of types) {
    const punishment = await activePunishment(userId, current)
    if (!punishment || (await isSuperUser(userId))) continue
    const base = current === type && message ? message : (punishmentTypeMessage(current) ?? '您已被处罚')
    const reason = punishment.reason ? `，原因：${punishment.reason}` : ''
    return `${base}${reason}${formatEnd(punishment.endTime)}`
  }
  return null
}

/** Throws 403 with the punishmentNotice when the user is held back. */
export async function assertNotPunished(userId: number, type: number, message?: string) {
  const notice = await punishmentNotice(userId, type, message)
  if (notice) throw ApiError.forbidden(notice)
}

export interface FeatureGate {
  /** The capability a group grants the feature with, and what a user without it reads. */
  capability: string
  deniedMessage: string
  /** The punishment type that takes the feature away from one user, and what they read. */
  punishment: number
  punishedMessage: string
}

/** A check that throws 403 unless one of the user's groups grants the feature and no punishment forbids it. */
export function featureGate(gate: FeatureGate) {
  return async (userId: number) => {
    await assertCapability(userId, gate.capability, gate.deniedMessage)
    await assertNotPunished(userId, gate.punishment, gate.punishedMessage)
  }
}

/** Permission rows (method, path) as synced from the routes; the MOREDOC import matches its groups' rows to them. */
export { default as Permission } from './models/permission.js'
