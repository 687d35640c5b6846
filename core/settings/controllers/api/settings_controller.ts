import type { HttpContext } from '@adonisjs/core/http'
import { pageCache } from '#core/page_cache/contracts'
import { settingsApiAnswer } from '../../settings_api_parts.js'

export default class SettingsController {
  /** GET /api/v1/settings: what the public site may know, grouped; never a secret; plus plugins' lists (settings_api_parts.ts). */
  async show(ctx: HttpContext) {
    pageCache.allow(ctx)
    return settingsApiAnswer()
  }
}
