import { DateTime } from 'luxon'
import { settings } from '#core/settings/contracts'
import UserVip from '../models/user_vip.js'

/** The purchase whose period covers now (the one that runs longest), or null. */
export function activeVip(userId: number, now = DateTime.now()) {
  return UserVip.query()
    .where('user_id', userId)
    .where('joined_at', '<=', now.toFormat('yyyy-MM-dd HH:mm:ss'))
    .where('expired_at', '>', now.toFormat('yyyy-MM-dd HH:mm:ss'))
    .orderBy('expired_at', 'desc')
    .first()
}

/** When the user's membership ends, counting periods bought in advance; null when never VIP or lapsed. */
export async function membershipEnd(userId: number, now = DateTime.now()) {
  const latest = await UserVip.query()
    .where('user_id', userId)
    .where('expired_at', '>', now.toFormat('yyyy-MM-dd HH:mm:ss'))
    .orderBy('expired_at', 'desc')
    .first()
  return latest?.expiredAt ?? null
}

/** VIP benefits apply only while config/vip is on. */
export async function isVip(userId: number) {
  if (!(await settings.get<boolean>('vip', 'enable'))) return false
  return Boolean(await activeVip(userId))
}

export async function listUserVips(userId: number, page: number, size: number) {
  const result = await UserVip.query().where('user_id', userId).orderBy('id', 'desc').paginate(page, size)
  return { total: result.total, vips: result.all() }
}
