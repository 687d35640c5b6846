import type { ApplicationService } from '@adonisjs/core/types'
import registry from '#core/kernel/plugin_registry'
import { loadManifests } from '#core/kernel/load_plugins'
import { useChineseValidationMessages } from '#core/kernel/validation_messages'

/** How often a process re-reads which plugins are switched off (changed by another process). */
const PLUGIN_STATE_REFRESH_MS = 5_000

/**
 * Loads the core modules and the plugins listed in config, orders them by dependsOn, and runs
 * their register, boot and shutdown hooks. Routes are mounted by start/routes.ts. Once ready,
 * the site's lifecycle state decides which loaded plugins are active (plugin_lifecycle.ts);
 * a web start installs the plugins the site has not met yet.
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
    // Tests migrate after the app is ready and drive the lifecycle themselves.
    if (this.app.getEnvironment() === 'test') return
    const { default: lifecycle } = await import('#core/kernel/plugin_lifecycle')
    await lifecycle.refresh()
    lifecycle.watch(PLUGIN_STATE_REFRESH_MS)
    if (this.app.getEnvironment() !== 'web') return
    const { syncPermissions } = await import('#core/access/permission_sync')
    const { default: settings } = await import('#core/settings/settings_service')
    try {
      await syncPermissions()
      await settings.sync()
      await lifecycle.installNew()
    } catch (error) {
      const logger = await this.app.container.make('logger')
      logger.warn({ err: error }, 'permission or settings sync or plugin install skipped (run the migrations first)')
    }
  }

  async shutdown() {
    const { default: lifecycle } = await import('#core/kernel/plugin_lifecycle')
    lifecycle.stopWatching()
    await registry.shutdown({ app: this.app })
  }
}
