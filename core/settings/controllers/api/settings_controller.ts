import type { HttpContext } from '@adonisjs/core/http'
import { pageCache } from '#core/page_cache/contracts'
import settings from '../../settings_service.js'

export default class SettingsController {
  /** GET /api/v1/settings: what the public site may know, grouped; never a secret. */
  async show(ctx: HttpContext) {
    pageCache.allow(ctx)
    return settings.publicSettings()
  }
}
