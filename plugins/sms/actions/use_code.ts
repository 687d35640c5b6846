import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { affectedRows } from '#core/kernel/database/affected_rows'
import Sms from '../models/sms.js'
import { SmsStatus, type SmsType } from '../enums.js'
import { hashCode, sameHash } from '../services/code_hash.js'

/** Wrong guesses a code survives: six digits cannot be walked through. */
export const MAX_ATTEMPTS = 5
const INVALID = '验证码错误或已过期'

const sqlNow = () => DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * Runs `action` with the phone's latest code of this purpose, used up: single use, expiring,
 * for this purpose only. Exactly one of two racing requests gets the code. When the action
 * fails (name taken, account disabled) the code is handed back, so the user can correct the
 * form and try again.
 */
export async function withCode<T>(mobile: string, type: SmsType, code: string, action: (sms: Sms) => Promise<T>): Promise<T> {
  const sms = await Sms.query()
    .where('mobile', mobile)
    .where('type', type)
    .where('status', SmsStatus.Success)
    .whereNull('usedAt')
    .orderBy('id', 'desc')
    .first()
  if (!sms || sms.expiresAt < DateTime.now() || sms.attempts >= MAX_ATTEMPTS) throw ApiError.badRequest(INVALID)
  if (!sameHash(sms.codeHash, hashCode(mobile, type, code))) {
    await db.from('sms').where('id', sms.id).increment('attempts', 1)
    throw ApiError.badRequest(INVALID)
  }
  const taken = await db.from('sms').where('id', sms.id).whereNull('used_at').update({ used_at: sqlNow() })
  if (!affectedRows(taken)) throw ApiError.badRequest(INVALID)
  try {
    return await action(sms)
  } catch (error) {
    await db.from('sms').where('id', sms.id).update({ used_at: null })
    throw error
  }
}
