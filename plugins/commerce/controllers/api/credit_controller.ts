import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { creditName } from '#core/settings/contracts'
import { adjustCredits } from '../../actions/adjust_credits.js'
import { listCreditLogs } from '../../queries/credit_logs.js'
import { creditLogJson } from '../../transformers/credit_log_transformer.js'
import { adjustCreditsValidator, creditMessages, pageMessages, pageValidator } from '../../validators/credit_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

export default class CreditController {
  /** POST /api/v1/order/system/recharge: grant (credit > 0) or deduct (credit < 0) with a reason. */
  async adjust({ auth, request }: HttpContext) {
    const name = await creditName()
    const input = await request.validateUsing(adjustCreditsValidator, { messagesProvider: creditMessages(name) })
    if (input.credit === 0) throw ApiError.badRequest(`${name}数量不能为 0`)
    const log = await adjustCredits({
      userId: input.user_id,
      credit: input.credit,
      remark: input.remark,
      operatorId: auth.getUserOrFail().id,
    })
    return creditLogJson(log)
  }

  /** GET /api/v1/user/credit/log: the caller's own ledger, newest first. */
  async mine({ auth, request }: HttpContext) {
    const input = await request.validateUsing(pageValidator, { data: request.qs(), messagesProvider: pageMessages })
    const { page, size } = pageOf(input)
    const { total, logs } = await listCreditLogs(auth.getUserOrFail().id, page, size)
    return { total, credit_log: logs.map(creditLogJson) }
  }
}
