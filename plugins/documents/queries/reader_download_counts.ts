import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Local midnight in the format Lucid writes timestamps in (SQLite and MySQL alike). */
function startOfToday() {
  return DateTime.now().startOf('day').toFormat('yyyy-MM-dd HH:mm:ss')
}

/** Downloads granted today (since local midnight) to a user. */
export async function downloadsTodayByUser(userId: number, trx?: TransactionClientContract) {
  const row = await (trx ?? db)
    .from('document_downloads')
    .where('user_id', userId)
    .where('created_at', '>=', startOfToday())
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Downloads granted today to an IP address, guests and users alike. */
export async function downloadsTodayByIp(ip: string, trx?: TransactionClientContract) {
  const row = await (trx ?? db)
    .from('document_downloads')
    .where('ip', ip)
    .where('created_at', '>=', startOfToday())
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}
