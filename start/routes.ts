import router from '@adonisjs/core/services/router'
import registry from '#core/kernel/plugin_registry'

router.get('/health', () => ({ status: 'ok' }))

for (const plugin of registry.plugins) {
  if (!plugin.routes) continue
  const { default: mount } = await plugin.routes()
  await mount(router)
}
