import { DateTime } from 'luxon'
import type Punishment from '../models/punishment.js'
import { readOperators } from '../models/punishment.js'
import { iso } from '#core/kernel/transformers/iso'
import { punishmentTypeLabel } from '../registrations/registered.js'

export function isInForce(punishment: Punishment, now = DateTime.now()) {
  if (!punishment.enable) return false
  if (punishment.startTime && punishment.startTime > now) return false
  return !punishment.endTime || punishment.endTime > now
}

/** `usernames` resolves the punished user and every operator. */
export function punishmentJson(punishment: Punishment, usernames: Map<number, string>) {
  return {
    id: punishment.id,
    user_id: punishment.userId,
    username: usernames.get(punishment.userId) ?? '',
    type: punishment.type,
    type_label: punishmentTypeLabel(punishment.type),
    enable: punishment.enable,
    in_force: isInForce(punishment),
    reason: punishment.reason,
    remark: punishment.remark,
    operators: punishment.operators ?? '[]',
    operator_list: readOperators(punishment).map((entry) => ({
      user_id: entry.u,
      username: usernames.get(entry.u) ?? '',
      action: entry.t,
      time: DateTime.fromSeconds(entry.ts).toISO(),
    })),
    start_time: iso(punishment.startTime),
    end_time: iso(punishment.endTime),
    created_at: iso(punishment.createdAt),
    updated_at: iso(punishment.updatedAt),
  }
}
