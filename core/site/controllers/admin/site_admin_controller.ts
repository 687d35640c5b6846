import type { HttpContext } from '@adonisjs/core/http'

/** The admin pages load their rows through the JSON API, so they refresh in place after edits. */
export default class SiteAdminController {
  async navigation({ inertia }: HttpContext) {
    return inertia.render('site/admin/navigation' as never, {} as never)
  }

  async friendlink({ inertia }: HttpContext) {
    return inertia.render('site/admin/friendlink' as never, {} as never)
  }
}
