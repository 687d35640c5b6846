import type { HttpContext } from '@adonisjs/core/http'
import { collectEnvironmentChecks, collectSiteStats } from '../../contracts.js'
import { canViewAdminStats } from '../../queries/stats_access.js'
import { deviceInfo } from '../../queries/device_info.js'

export default class StatsController {
  /** GET /api/v1/stats: public counts for everyone, admin-only counts for stats viewers. */
  async show({ auth }: HttpContext) {
    return collectSiteStats(await canViewAdminStats(auth.user))
  }

  /** GET /api/v1/envs: the programs plugins depend on; others get {} rather than an error, as the API family does. */
  async envs({ auth }: HttpContext) {
    if (!(await canViewAdminStats(auth.user))) return {}
    return { envs: await collectEnvironmentChecks() }
  }

  /** GET /api/v1/device: the server's cpu, memory and disk. */
  async device() {
    return deviceInfo()
  }
}
