import type { Router } from '@adonisjs/core/http'

export default function siteRoutes(router: Router) {
  router.get('/', ({ inertia }) => inertia.render('site/site/home' as any, {} as any))
}
