import type { HttpContext } from '@adonisjs/core/http'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Sms from '../models/sms.js'
import { assertSmsEnabled } from '../services/sms_config.js'
import { reserveSend } from '../services/send_limits.js'
import { deliverCode } from './deliver_code.js'
import { userOfMobile } from './send_code.js'

/**
 * 重发 in 短信记录: a new code of the same purpose to the same phone (a lost or failed
 * message), under the phone's own allowances like any other send.
 */
export async function resendSms(ctx: HttpContext, id: number) {
  const config = await assertSmsEnabled()
  const original = await findOrNotFound(Sms, id, '短信记录不存在')
  const slot = await reserveSend(ctx, original.mobile, config)
  const user = await userOfMobile(original.mobile)
  try {
    return await deliverCode({ mobile: original.mobile, type: original.type, userId: user?.id ?? null, ip: ctx.request.ip() }, config)
  } catch (error) {
    await slot.release()
    throw error
  }
}
