import type { ApplicationService } from '@adonisjs/core/types'
import registry from '#core/kernel/plugin_registry'
import { loadManifests } from '#core/kernel/load_plugins'
import { useChineseValidationMessages } from '#core/kernel/validation_messages'

/**
 * Loads the core modules and enabled plugins, orders them by dependsOn, and runs their
 * register, boot and shutdown hooks. Routes are mounted by start/routes.ts.
 */
export default class PluginHostProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    useChineseValidationMessages()
    const config = this.app.config.get<{ enabled: string[] }>('plugins')
    registry.load(await loadManifests(config.enabled))
    registry.register({ app: this.app })
    await registry.boot({ app: this.app })
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { syncPermissions } = await import('#core/access/permission_sync')
    const { default: settings } = await import('#core/settings/settings_service')
    try {
      await syncPermissions()
      await settings.sync()
    } catch (error) {
      const logger = await this.app.container.make('logger')
      logger.warn({ err: error }, 'permission or settings sync skipped (run the migrations first)')
    }
  }

  async shutdown() {
    await registry.shutdown({ app: this.app })
  }
}
