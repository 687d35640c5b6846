import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import { listSmsValidator, sendSmsValidator, smsIdValidator } from '../../validators/sms_validators.js'
import { sendCode } from '../../actions/send_code.js'
import { resendSms } from '../../actions/resend_sms.js'
import { listSms } from '../../queries/list_sms.js'
import { smsListJson } from '../../transformers/sms_transformer.js'
import Sms from '../../models/sms.js'
import type { SmsType } from '../../enums.js'

export default class SmsController {
  /** POST /api/v1/sms */
  async send(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(sendSmsValidator)
    return sendCode(ctx, { ...input, type: input.type as SmsType })
  }

  /** GET /api/v1/sms?id= */
  async show({ request }: HttpContext) {
    const { id } = await smsIdValidator.validate(request.qs())
    const sms = await findOrNotFound(Sms, id, '短信记录不存在')
    return (await smsListJson([sms]))[0]
  }

  /** GET /api/v1/sms/list */
  async list({ request }: HttpContext) {
    const input = await listSmsValidator.validate(request.qs())
    const { total, rows } = await listSms({ ...pageOf(input), type: input.type, status: input.status, mobile: input.mobile })
    return { total, sms: await smsListJson(rows) }
  }

  /** POST /api/v1/sms/resend {id} */
  async resend(ctx: HttpContext) {
    const { id } = await ctx.request.validateUsing(smsIdValidator)
    const sms = await resendSms(ctx, id)
    return (await smsListJson([sms]))[0]
  }
}
