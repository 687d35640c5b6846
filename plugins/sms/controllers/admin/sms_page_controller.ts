import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'
import { abilities } from '#core/access/contracts'
import { SmsPermission } from '../../permissions.js'
import { smsSettings } from '../../services/sms_config.js'

/** 用户管理 → 短信记录: rows come from GET /api/v1/sms/list; the page hides 重发 without its permission. */
export default class SmsPageController {
  async show(ctx: HttpContext) {
    const config = await smsSettings()
    return renderPage(ctx, 'sms/admin/sms', {
      can: await abilities(ctx, SmsPermission.sms, ['resend']),
      enabled: Boolean(config.enable),
    })
  }
}
