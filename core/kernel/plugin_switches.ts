import { defineExtensionPoint } from './extension_point.js'

export interface PluginSwitch {
  plugin: string
  /** True when it was switched on, false when off. */
  enabled: boolean
}

/**
 * Told after an operator switches a plugin on or off (插件管理, `docsite plugins`), for what was
 * built from the plugins that were on then: seo queues a fresh sitemap when one comes back.
 */
export const pluginSwitches = defineExtensionPoint<(change: PluginSwitch) => Promise<void>>('pluginSwitches', { isolated: true })
