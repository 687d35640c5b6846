import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type UserVip from '../models/user_vip.js'
import { siteToday } from '../services/site_day.js'
import { isDuplicateKey } from '../services/db_errors.js'
import { affectedRows } from '#core/kernel/database/affected_rows'

/**
 * Takes one of today's VIP free downloads, if the user is VIP and has one left. The
 * conditional update keeps parallel downloads within the allowance.
 */
export async function useVipFreeDownload(vip: UserVip, trx: TransactionClientContract) {
  if (vip.times <= 0) return false
  const userId = vip.userId
  const day = siteToday()
  const existing = await trx.from('commerce_vip_usages').where({ user_id: userId, day }).first()
  if (!existing) {
    try {
      await trx.table('commerce_vip_usages').insert({ user_id: userId, day, used: 0 })
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
    }
  }
  const affected = await trx.from('commerce_vip_usages').where({ user_id: userId, day }).where('used', '<', vip.times).increment('used', 1)
  return affectedRows(affected) === 1
}

/** Free downloads the VIP has used today. */
export async function vipDownloadsUsedToday(userId: number) {
  const row = await db.from('commerce_vip_usages').where({ user_id: userId, day: siteToday() }).first()
  return Number(row?.used ?? 0)
}
