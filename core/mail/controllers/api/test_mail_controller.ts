import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#core/kernel/http/api_error'
import { sendTestMail } from '../../actions/send_mail.js'
import { MailDeliveryError } from '../../actions/deliver_mail.js'
import { testMailValidator } from '../../validators/mail_validators.js'

export default class TestMailController {
  /** POST /api/v1/mail/test: sends with the saved 邮箱配置 and reports the server's answer either way. */
  async send(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(testMailValidator)
    try {
      const { log, answer } = await sendTestMail(email)
      return { transport: log.transport, response: answer }
    } catch (error) {
      if (error instanceof MailDeliveryError) throw ApiError.badRequest(`测试邮件发送失败：${error.reason}`)
      throw error
    }
  }
}
