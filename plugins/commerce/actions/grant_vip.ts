import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import UserVip from '../models/user_vip.js'
import { vipPlanOf } from '../enums/vip_kind.js'
import type Order from '../models/order.js'
import type { VipSettings } from '../settings.js'

/**
 * A paid VIP order adds its period after the end of the current membership (buying early
 * extends it, never replaces it), inside the paying transaction; `vip` is config/vip, read
 * before the transaction began.
 */
export async function grantVip(order: Order, vip: VipSettings, trx: TransactionClientContract) {
  const plan = vipPlanOf(order.productId)
  if (!plan) throw new Error(`Unknown VIP kind ${order.productId}`)
  const now = DateTime.now()
  const latest = await UserVip.query({ client: trx })
    .where('user_id', order.userId)
    .where('expired_at', '>', now.toFormat('yyyy-MM-dd HH:mm:ss'))
    .orderBy('expired_at', 'desc')
    .first()
  const joinedAt = latest ? latest.expiredAt : now
  const times = Number(vip[`${plan.key}_times_every_day`]) || 0
  return UserVip.create(
    { userId: order.userId, kind: plan.kind, orderNo: order.orderNo, times, joinedAt, expiredAt: joinedAt.plus(plan.duration) },
    { client: trx }
  )
}
