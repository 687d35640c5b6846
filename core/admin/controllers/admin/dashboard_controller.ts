import type { HttpContext } from '@adonisjs/core/http'
import { canViewAdminStats } from '../../queries/stats_access.js'
import { systemInfo } from '../../queries/system_info.js'

export default class DashboardController {
  async show({ inertia, auth }: HttpContext) {
    const props = { system: systemInfo(), canViewStats: await canViewAdminStats(auth.user) }
    return inertia.render('admin/admin/dashboard' as never, props as never)
  }
}
