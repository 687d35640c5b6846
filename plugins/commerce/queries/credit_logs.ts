import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CreditLog from '../models/credit_log.js'
import type { CreditReasonValue } from '../enums/credit_reason.js'
import { startOfSiteDay } from '../services/site_day.js'

/** How many ledger rows of this reason the user got since the site's midnight. */
export async function awardsToday(userId: number, reason: CreditReasonValue, trx?: TransactionClientContract) {
  const row = await (trx ?? db)
    .from('commerce_credit_logs')
    .where('user_id', userId)
    .where('reason', reason)
    .where('created_at', '>=', startOfSiteDay())
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** The user's latest ledger row of this reason about one referenced record, or null. */
export function latestLogAbout(userId: number, reason: CreditReasonValue, referenceId: number) {
  return CreditLog.query().where('user_id', userId).where('reason', reason).where('reference_id', referenceId).orderBy('id', 'desc').first()
}

/** A user's ledger, newest first. */
export async function listCreditLogs(userId: number, page: number, size: number) {
  const result = await CreditLog.query().where('user_id', userId).orderBy('id', 'desc').paginate(page, size)
  return { total: result.total, logs: result.all() }
}
