import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { ADVERTISEMENT_POSITIONS } from '../../enums/advertisement_position.js'
import { BANNER_TYPE_OPTIONS } from '../../enums/banner_type.js'
import { AdsPermission } from '../../permissions.js'

/** The pages load their rows through the JSON API; `can` hides what would answer 403. */
export default class AdsAdminPagesController {
  async advertisements(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'ads/admin/advertisement', {
      can: {
        create: held.has(AdsPermission.advertisement.create),
        update: held.has(AdsPermission.advertisement.update),
        delete: held.has(AdsPermission.advertisement.delete),
        preview: held.has(AdsPermission.advertisement.preview),
      },
      positions: ADVERTISEMENT_POSITIONS.map(({ value, label }) => ({ value, label })),
    })
  }

  async banners(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'ads/admin/banner', {
      can: {
        create: held.has(AdsPermission.banner.create),
        update: held.has(AdsPermission.banner.update),
        delete: held.has(AdsPermission.banner.delete),
        upload: held.has(AdsPermission.banner.upload),
      },
      types: BANNER_TYPE_OPTIONS,
    })
  }
}
