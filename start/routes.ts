import router from '@adonisjs/core/services/router'
import registry from '#core/kernel/plugin_registry'
import { ApiError } from '#core/kernel/http/api_error'

router.get('/health', [() => import('#core/site/controllers/health_controller'), 'show']).as('health')

for (const plugin of registry.plugins) {
  if (!plugin.routes) continue
  const { default: mount } = await plugin.routes()
  await mount(router)
}

/**
 * Unknown paths go through the router (and so its session and auth middleware) too, so the
 * 404 page still knows who is visiting.
 */
router
  .any('*', () => {
    throw ApiError.notFound('页面不存在')
  })
  .as('site.not_found')
