import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { settings } from '#core/settings/contracts'
import Sign from '../models/sign.js'
import { CreditReason } from '../enums/credit_reason.js'
import { siteToday } from '../services/site_day.js'
import { isDuplicateKey } from '../services/db_errors.js'
import { changeCredits, creditName } from './change_credits.js'
import type { ScoreSettings } from '../settings.js'
import { DynamicType, recordDynamic } from '#core/accounts/contracts'

export const ALREADY_SIGNED = '今日已签到'

/**
 * PUT /api/v1/user/sign: one sign-in per user per site day, enforced by the unique
 * (user_id, sign_at) key, and the award of config/score.sign_in in the same transaction.
 */
export async function signIn(userId: number, ip: string) {
  const signAt = siteToday()
  const award = Number((await settings.group<ScoreSettings>('score')).sign_in) || 0
  try {
    const sign = await db.transaction(async (trx) => {
      const row = await Sign.create({ userId, signAt, ip, award }, { client: trx })
      if (award > 0) {
        await changeCredits({ userId, delta: award, reason: CreditReason.SignIn, referenceType: 'sign', referenceId: row.id }, trx)
      }
      return row
    })
    const name = await creditName()
    await recordDynamic(userId, DynamicType.Sign, [award > 0 ? `签到成功，获得 ${award} ${name}` : '签到成功'])
    return { sign, message: award > 0 ? `签到成功，获得 ${award} ${name}` : '签到成功' }
  } catch (error) {
    if (isDuplicateKey(error)) throw ApiError.conflict(ALREADY_SIGNED)
    throw error
  }
}
