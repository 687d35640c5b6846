import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { MailStatusEnum } from '../../enums/mail_status.js'

export default class MailPagesController {
  /** /admin/mail/log: rows come from GET /api/v1/mail/log/list. */
  async logs(ctx: HttpContext) {
    return renderPage(ctx, 'mail/admin/logs', { statuses: MailStatusEnum.options })
  }
}
