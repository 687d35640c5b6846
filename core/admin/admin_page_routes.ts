import type { Router } from '@adonisjs/core/http'
import type { GetControllerHandlers } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'

type ControllerClass = new (...args: any[]) => any

export interface AdminPageRoute<Controller extends ControllerClass> {
  /** The admin page path below /admin, as its menu entry names it, e.g. 'article/list'. */
  page: string
  action: GetControllerHandlers<Controller>
  /** Route name. */
  as?: string
}

/**
 * GET /admin/<page> for each page, behind the admin page guard: the permission of the
 * page's menu entry decides who may open it.
 */
export function adminPageRoutes<Controller extends ControllerClass>(
  router: Router,
  controller: () => Promise<{ default: Controller }>,
  pages: AdminPageRoute<Controller>[]
) {
  for (const { page, action, as } of pages) {
    const route = router.get(`/admin/${page}`, [controller, action]).use(middleware.adminPage({ page }))
    if (as) route.as(as)
  }
}
