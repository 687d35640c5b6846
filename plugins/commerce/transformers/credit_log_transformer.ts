import { iso } from '#core/kernel/transformers/iso'
import type CreditLog from '../models/credit_log.js'
import { CREDIT_REASON_LABELS, type CreditReasonValue } from '../enums/credit_reason.js'

export function creditLogJson(log: CreditLog) {
  return {
    id: log.id,
    user_id: log.userId,
    delta: log.delta,
    balance: log.balance,
    reason: log.reason,
    reason_label: CREDIT_REASON_LABELS[log.reason as CreditReasonValue] ?? log.reason,
    reference_type: log.referenceType,
    reference_id: log.referenceId,
    remark: log.remark,
    created_at: iso(log.createdAt),
  }
}
