import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { CommercePermission } from '../../permissions.js'

/** The admin pages load their rows through the JSON API, so filters refresh in place. */
export default class CommerceAdminPagesController {
  async orders(ctx: HttpContext) {
    return renderPage(ctx, 'commerce/admin/order_list', { can: await abilities(ctx, { recharge: CommercePermission.credit.recharge }) })
  }

  async vips(ctx: HttpContext) {
    return renderPage(ctx, 'commerce/admin/user_vip', {})
  }
}
