import type { HttpContext } from '@adonisjs/core/http'
import { heldKeys } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { ADVERTISEMENT_POSITIONS } from '../../enums/advertisement_position.js'
import { BANNER_TYPE_LABELS } from '../../enums/banner_type.js'
import {
  ADVERTISEMENT_CREATE,
  ADVERTISEMENT_DELETE,
  ADVERTISEMENT_PREVIEW,
  ADVERTISEMENT_UPDATE,
  BANNER_CREATE,
  BANNER_DELETE,
  BANNER_UPDATE,
  BANNER_UPLOAD,
} from '../../permissions.js'

/** The pages load their rows through the JSON API; `can` hides what would answer 403. */
export default class AdsAdminPagesController {
  async advertisements(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'ads/admin/advertisement', {
      can: {
        create: held.has(ADVERTISEMENT_CREATE),
        update: held.has(ADVERTISEMENT_UPDATE),
        delete: held.has(ADVERTISEMENT_DELETE),
        preview: held.has(ADVERTISEMENT_PREVIEW),
      },
      positions: ADVERTISEMENT_POSITIONS.map(({ value, label }) => ({ value, label })),
    })
  }

  async banners(ctx: HttpContext) {
    const held = await heldKeys(ctx.auth.user!.id)
    return renderPage(ctx, 'ads/admin/banner', {
      can: {
        create: held.has(BANNER_CREATE),
        update: held.has(BANNER_UPDATE),
        delete: held.has(BANNER_DELETE),
        upload: held.has(BANNER_UPLOAD),
      },
      types: Object.entries(BANNER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
    })
  }
}
