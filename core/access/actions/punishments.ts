import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Punishment, { OperatorAction, recordOperator } from '../models/punishment.js'
import { superUserIds } from '../access_service.js'
import { usernamesOf } from '../queries/list_users.js'
import { findPunishmentType } from '../registrations/registered.js'

export interface CreatePunishmentInput {
  user_id: number[]
  type: number[]
  enable?: boolean
  reason?: string
  remark?: string
  start_time?: DateTime | null
  end_time?: DateTime | null
}

function assertPeriod(start: DateTime | null | undefined, end: DateTime | null | undefined) {
  if (end && end <= (start ?? DateTime.now())) throw ApiError.badRequest('结束时间必须晚于开始时间')
}

/**
 * One punishment per user and type. A user already under an enabled punishment of that
 * type gets it replaced (new reason and period) instead of a second row. Super admins are
 * skipped and named in the answer.
 */
export async function createPunishments(input: CreatePunishmentInput, operatorId: number) {
  assertPeriod(input.start_time, input.end_time)
  const userIds = [...new Set(input.user_id)]
  const types = [...new Set(input.type)]
  const usernames = await usernamesOf(userIds)
  const missing = userIds.filter((id) => !usernames.has(id))
  if (missing.length) throw ApiError.badRequest(`用户不存在：${missing.join('、')}`)
  const supers = await superUserIds(userIds)
  const targets = userIds.filter((id) => !supers.has(id))
  const skipped = userIds.filter((id) => supers.has(id)).map((id) => ({ id, username: usernames.get(id)! }))
  if (targets.length === 0) throw ApiError.badRequest('超级管理员不能被处罚')

  let created = 0
  let updated = 0
  await db.transaction(async (trx) => {
    for (const userId of targets) {
      for (const type of types) {
        const existing = await Punishment.query({ client: trx })
          .where('userId', userId)
          .where('type', type)
          .where('enable', true)
          .orderBy('id', 'desc')
          .first()
        const punishment = existing ?? new Punishment()
        punishment.useTransaction(trx)
        punishment.merge({
          userId,
          type,
          enable: input.enable ?? true,
          reason: input.reason ?? '',
          remark: input.remark ?? '',
          startTime: input.start_time ?? DateTime.now(),
          endTime: input.end_time ?? null,
        })
        recordOperator(punishment, operatorId, existing ? OperatorAction.Update : OperatorAction.Create)
        await punishment.save()
        if (existing) updated += 1
        else created += 1
      }
    }
  })
  return { created, updated, skipped }
}

export interface UpdatePunishmentInput {
  id: number
  type?: number
  enable?: boolean
  reason?: string
  remark?: string
  start_time?: DateTime | null
  end_time?: DateTime | null
}

export async function updatePunishment(input: UpdatePunishmentInput, operatorId: number) {
  const punishment = await findOrNotFound(Punishment, input.id, '处罚记录不存在')
  const start = input.start_time === undefined ? punishment.startTime : input.start_time
  const end = input.end_time === undefined ? punishment.endTime : input.end_time
  assertPeriod(start ?? punishment.createdAt, end)
  if (input.type !== undefined && input.type !== punishment.type && !findPunishmentType(input.type)) {
    throw ApiError.badRequest('处罚类型无效')
  }
  const enable = input.enable ?? punishment.enable
  if (enable && (await superUserIds([punishment.userId])).size > 0) {
    throw ApiError.badRequest('超级管理员不能被处罚')
  }
  punishment.merge({
    type: input.type ?? punishment.type,
    enable,
    reason: input.reason ?? punishment.reason,
    remark: input.remark ?? punishment.remark,
    startTime: start,
    endTime: end,
  })
  recordOperator(punishment, operatorId, OperatorAction.Update)
  await punishment.save()
  return punishment
}

/** Lifts punishments now; rows already lifted are left as they are. */
export async function cancelPunishments(ids: number[], operatorId: number) {
  await db.transaction(async (trx) => {
    const punishments = await Punishment.query({ client: trx }).whereIn('id', ids)
    if (punishments.length === 0) throw ApiError.notFound('处罚记录不存在')
    for (const punishment of punishments) {
      if (!punishment.enable) continue
      punishment.enable = false
      recordOperator(punishment, operatorId, OperatorAction.Cancel)
      await punishment.useTransaction(trx).save()
    }
  })
}
