import { CreditReason } from '../enums/credit_reason.js'
import { changeCredits } from './change_credits.js'

export interface CreditAdjustment {
  userId: number
  /** Positive grants, negative deducts. */
  credit: number
  remark: string
  operatorId: number
}

/** POST /api/v1/order/system/recharge: an administrator grants or deducts credits, with a reason. */
export function adjustCredits({ userId, credit, remark, operatorId }: CreditAdjustment) {
  return changeCredits({
    userId,
    delta: credit,
    reason: credit > 0 ? CreditReason.AdminGrant : CreditReason.AdminDeduct,
    referenceType: 'admin',
    referenceId: operatorId,
    remark,
    operatorId,
  })
}
