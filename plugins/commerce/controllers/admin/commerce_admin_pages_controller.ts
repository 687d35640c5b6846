import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { CommercePermission } from '../../permissions.js'

/** The admin pages load their rows through the JSON API, so filters refresh in place. */
export default class CommerceAdminPagesController {
  async orders(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'commerce/admin/order_list', { can: { recharge: held.has(CommercePermission.credit.recharge) } })
  }

  async vips(ctx: HttpContext) {
    return renderPage(ctx, 'commerce/admin/user_vip', {})
  }
}
