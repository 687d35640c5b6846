import type { HttpContext } from '@adonisjs/core/http'

/** The page loads its rows through the JSON API, so it refreshes in place after an action. */
export default class PluginsPageController {
  async show({ inertia }: HttpContext) {
    return inertia.render('plugins_admin/admin/plugins' as never, {} as never)
  }
}
