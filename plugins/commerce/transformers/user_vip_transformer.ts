import { iso } from '#core/kernel/transformers/iso'
import type UserVip from '../models/user_vip.js'

/** api-shapes §23 UserVIP (`type` is the VIP kind). */
export function userVipJson(vip: UserVip, username = '') {
  return {
    id: vip.id,
    user_id: vip.userId,
    username,
    type: vip.kind,
    order_no: vip.orderNo,
    times: vip.times,
    joined_at: iso(vip.joinedAt),
    expired_at: iso(vip.expiredAt),
    created_at: iso(vip.createdAt),
  }
}
