import type { HttpContext } from '@adonisjs/core/http'
import { pageOf } from '#core/kernel/http/query_list'
import { listMailLogs } from '../../queries/list_mail_logs.js'
import { mailLogJson } from '../../transformers/mail_log_transformer.js'
import { listMailLogsValidator } from '../../validators/mail_validators.js'

export default class MailLogsController {
  /** GET /api/v1/mail/log/list */
  async list(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(listMailLogsValidator)
    const { total, logs } = await listMailLogs({ ...pageOf(input), wd: input.wd, status: input.status })
    return { total, mail_log: logs.map(mailLogJson) }
  }
}
