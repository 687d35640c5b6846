import type { HttpContext } from '@adonisjs/core/http'
import { abilities } from '#core/access/contracts'
import { renderPage } from '#core/kernel/http/render_page'
import { ADVERTISEMENT_POSITIONS } from '../../enums/advertisement_position.js'
import { BANNER_TYPE_OPTIONS } from '../../enums/banner_type.js'
import { AdsPermission } from '../../permissions.js'

/** The pages load their rows through the JSON API; `can` hides what would answer 403. */
export default class AdsAdminPagesController {
  async advertisements(ctx: HttpContext) {
    return renderPage(ctx, 'ads/admin/advertisement', {
      can: await abilities(ctx, AdsPermission.advertisement, ['create', 'update', 'delete', 'preview']),
      positions: ADVERTISEMENT_POSITIONS.map(({ value, label }) => ({ value, label })),
    })
  }

  async banners(ctx: HttpContext) {
    return renderPage(ctx, 'ads/admin/banner', {
      can: await abilities(ctx, AdsPermission.banner, ['create', 'update', 'delete', 'upload']),
      types: BANNER_TYPE_OPTIONS,
    })
  }
}
