import type { HttpContext } from '@adonisjs/core/http'
import { collectSiteStats } from '../../contracts.js'
import { canViewAdminStats } from '../../queries/stats_access.js'
import { deviceInfo } from '../../queries/device_info.js'

export default class StatsController {
  /** GET /api/v1/stats: public counts for everyone, admin-only counts for stats viewers. */
  async show({ auth }: HttpContext) {
    return collectSiteStats(await canViewAdminStats(auth.user))
  }

  /** GET /api/v1/device: the server's cpu, memory and disk. */
  async device() {
    return deviceInfo()
  }
}
