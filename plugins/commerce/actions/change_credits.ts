import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/kernel/http/api_error'
import { creditName } from '#core/settings/contracts'
import { moveUserCounter, userCounter } from '#core/accounts/contracts'
import CreditLog from '../models/credit_log.js'
import type { CreditReasonValue } from '../enums/credit_reason.js'

export interface CreditChange {
  userId: number
  /** Positive credits the user, negative debits; never 0. */
  delta: number
  reason: CreditReasonValue
  referenceType?: string
  referenceId?: number
  remark?: string
  operatorId?: number
}

/** The currency's name, as system.credit_name sets it. */
export { creditName }

/**
 * Thrown when a debit would take the balance below zero; nothing was written. Raised inside
 * a transaction, where reading the currency's name could wait on the one SQLite connection,
 * so callers name the currency once the transaction is over (see `namedInsufficient`).
 */
export class InsufficientCreditsError extends ApiError {
  constructor() {
    super('余额不足', 403)
  }
}

/** The refusal in the currency's name (您的魔豆不足), for an error raised in a transaction. */
export async function namedInsufficient(error: unknown, extra = '') {
  if (!(error instanceof InsufficientCreditsError)) return error
  return ApiError.forbidden(`您的${await creditName()}不足${extra}`)
}

async function applyChange(change: CreditChange, trx: TransactionClientContract) {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`Invalid credit delta ${change.delta}`)
  // The floor and the change are one statement: concurrent debits cannot overdraw.
  const moved = await moveUserCounter(change.userId, 'credit_count', change.delta, { client: trx, floor: 0 })
  if (moved === 'missing') throw ApiError.notFound('用户不存在')
  if (moved === 'refused') throw new InsufficientCreditsError()
  const balance = (await userCounter(change.userId, 'credit_count', { client: trx }))!
  return CreditLog.create(
    {
      userId: change.userId,
      delta: change.delta,
      balance,
      reason: change.reason,
      referenceType: change.referenceType ?? '',
      referenceId: change.referenceId ?? 0,
      remark: change.remark ?? '',
      operatorId: change.operatorId ?? 0,
    },
    { client: trx }
  )
}

/**
 * The only way credits move: the balance and its ledger row in one transaction (the caller's
 * when given, so several changes commit together). A debit the balance cannot cover throws
 * InsufficientCreditsError (您的<currency>不足 without a caller's transaction) and changes nothing.
 */
export async function changeCredits(change: CreditChange, trx?: TransactionClientContract) {
  if (trx) return applyChange(change, trx)
  try {
    return await db.transaction((own) => applyChange(change, own))
  } catch (error) {
    throw await namedInsufficient(error)
  }
}
