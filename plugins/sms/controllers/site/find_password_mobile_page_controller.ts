import type { HttpContext } from '@adonisjs/core/http'
import { renderPage } from '#core/kernel/http/render_page'

/** GET /findpassword-mobile: the form reads 短信设置 → enable from the shared settings. */
export default class FindPasswordMobilePageController {
  async show(ctx: HttpContext) {
    return renderPage(ctx, 'sms/site/findpassword_mobile', {})
  }
}
