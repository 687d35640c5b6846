import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import type { PluginHostApi, PluginManifest } from './define_plugin.js'
import pluginRegistry, { type PluginRegistry } from './plugin_registry.js'
import { manifestsOnDisk } from './load_plugins.js'
import { CORE_MODULES } from './plugin_folders.js'
import PluginState from './models/plugin_state.js'
import { pluginSwitches } from './plugin_switches.js'

/** A lifecycle change the operator must act on first; the message says what to do. */
export class PluginLifecycleError extends Error {}

export interface PluginStatus {
  id: string
  title: string
  description: string
  dependsOn: string[]
  /** Listed in config/plugins.ts (or DOCSITE_PLUGINS), so this process loaded it. */
  loaded: boolean
  installed: boolean
  /** Loaded and switched on: its routes, menu, jobs and contributions are live. */
  enabled: boolean
  installedAt: string | null
  disabledAt: string | null
}

export interface LifecycleResult {
  /** False when the plugin already was in the asked state: no hook ran. */
  changed: boolean
  /** The hooks that ran, in order, e.g. ['install', 'enable']. */
  ran: string[]
}

/**
 * Runs the plugins' lifecycle hooks and keeps their state per site (plugin_states):
 * - a loaded plugin without a state row is installed (install, then enable) at the next web
 *   start or `docsite migrate`, once; several processes racing for it install it once;
 * - enable/disable/uninstall are explicit (CLI `docsite plugins ...`, admin 插件管理);
 * - every process re-reads the switched-off set every few seconds (watch), so a change made
 *   in one process (the CLI, another web node) reaches the web nodes and workers.
 * Only plugins take part; core modules are always on.
 */
export class PluginLifecycle {
  #timer?: NodeJS.Timeout

  constructor(
    private registry: PluginRegistry,
    private host: () => PluginHostApi = () => ({ app })
  ) {}

  /** Reads which plugins are switched off; false when the state cannot be read (not migrated yet). */
  async refresh(): Promise<boolean> {
    try {
      const off = await PluginState.query().where('enabled', false).select('id')
      this.registry.setInactive(off.map((row) => row.id))
      return true
    } catch {
      return false
    }
  }

  watch(everyMs: number) {
    this.stopWatching()
    this.#timer = setInterval(() => void this.refresh(), everyMs)
    this.#timer.unref()
  }

  stopWatching() {
    clearInterval(this.#timer)
    this.#timer = undefined
  }

  /**
   * Installs every loaded plugin this site has not met yet, dependencies first: install then
   * enable, or only install (left switched off) when a dependency is switched off. Returns
   * the ids installed here.
   */
  async installNew(): Promise<string[]> {
    await this.refresh()
    const installed: string[] = []
    for (const manifest of this.#loadedPlugins()) {
      if (await PluginState.find(manifest.id)) continue
      const enabled = this.#switchedOffDependencies(manifest).length === 0
      if (!(await this.#claim(manifest.id, enabled))) continue
      try {
        await manifest.install?.(this.host())
        if (enabled) await manifest.enable?.(this.host())
      } catch (error) {
        await PluginState.query().where('id', manifest.id).delete()
        throw error
      }
      if (!enabled) this.registry.setInactive([...this.registry.inactive, manifest.id])
      installed.push(manifest.id)
    }
    return installed
  }

  /** Switches a plugin on, installing it first if it never was (or was uninstalled). */
  async enable(id: string): Promise<LifecycleResult> {
    const manifest = this.#plugin(id)
    await this.refresh()
    const state = await PluginState.find(id)
    if (state?.installedAt && this.registry.isEnabled(id)) return { changed: false, ran: [] }
    const off = this.#switchedOffDependencies(manifest)
    if (off.length) {
      throw new PluginLifecycleError(`无法启用「${manifest.title}」：请先启用它依赖的插件${this.#titles(off)}`)
    }
    const ran: string[] = []
    const row = state ?? new PluginState().merge({ id, enabled: false, installedAt: null, disabledAt: DateTime.utc() })
    await this.#whileActive(id, async () => {
      if (!row.installedAt) {
        await manifest.install?.(this.host())
        ran.push('install')
        await row.merge({ installedAt: DateTime.utc() }).save()
      }
      await manifest.enable?.(this.host())
      ran.push('enable')
    })
    await row.merge({ enabled: true, disabledAt: null }).save()
    this.registry.setInactive(this.registry.inactive.filter((other) => other !== id))
    await pluginSwitches.collect({ plugin: id, enabled: true })
    return { changed: true, ran }
  }

  /** Switches a plugin off, keeping its data; refused while an enabled plugin depends on it. */
  async disable(id: string): Promise<LifecycleResult> {
    const manifest = this.#plugin(id)
    await this.refresh()
    if (!this.registry.isEnabled(id)) return { changed: false, ran: [] }
    const dependents = this.registry.plugins
      .filter((other) => other.dependsOn?.includes(id) && this.registry.isEnabled(other.id))
      .map((other) => other.id)
    if (dependents.length) {
      throw new PluginLifecycleError(`无法停用「${manifest.title}」：已启用的插件${this.#titles(dependents)}依赖它，请先停用它们`)
    }
    await manifest.disable?.(this.host())
    const row = (await PluginState.find(id)) ?? new PluginState().merge({ id, installedAt: null })
    await row.merge({ enabled: false, disabledAt: DateTime.utc() }).save()
    this.registry.setInactive([...this.registry.inactive, id])
    await pluginSwitches.collect({ plugin: id, enabled: false })
    return { changed: true, ran: ['disable'] }
  }

  /**
   * Disables the plugin (if it is on), then runs its uninstall hook, which removes its data
   * only with purge. It stays off and counts as not installed: enabling it again installs it
   * afresh. It keeps loading until it leaves config/plugins.ts.
   */
  async uninstall(id: string, options: { purge: boolean }): Promise<LifecycleResult> {
    const manifest = this.#plugin(id)
    const { ran } = await this.disable(id)
    await this.#whileActive(id, async () => manifest.uninstall?.(this.host(), { purge: options.purge }))
    const row = (await PluginState.find(id)) ?? new PluginState().merge({ id, enabled: false, disabledAt: DateTime.utc() })
    await row.merge({ installedAt: null }).save()
    return { changed: true, ran: [...ran, 'uninstall'] }
  }

  /** Every plugin on disk with its state here, for `docsite plugins list` and 插件管理. */
  async list(): Promise<PluginStatus[]> {
    await this.refresh()
    const rows = new Map((await PluginState.all().catch(() => [])).map((row) => [row.id, row]))
    return (await manifestsOnDisk())
      .filter((entry) => entry.kind === 'plugin')
      .map(({ manifest }) => {
        const row = rows.get(manifest.id)
        return {
          id: manifest.id,
          title: manifest.title,
          description: manifest.description ?? '',
          dependsOn: manifest.dependsOn ?? [],
          loaded: this.registry.isLoaded(manifest.id),
          installed: Boolean(row?.installedAt),
          enabled: this.registry.isEnabled(manifest.id),
          installedAt: row?.installedAt?.toISO() ?? null,
          disabledAt: row?.disabledAt?.toISO() ?? null,
        }
      })
  }

  /**
   * Hooks run with their plugin active in this process (its settings group readable, its
   * own jobs running); what other processes see follows plugin_states only.
   */
  async #whileActive(id: string, run: () => Promise<unknown>) {
    const inactive = this.registry.inactive
    this.registry.setInactive(inactive.filter((other) => other !== id))
    try {
      await run()
    } finally {
      this.registry.setInactive(inactive)
    }
  }

  #loadedPlugins() {
    return this.registry.plugins.filter((manifest) => !CORE_MODULES.includes(manifest.id))
  }

  #plugin(id: string): PluginManifest {
    if (CORE_MODULES.includes(id)) throw new PluginLifecycleError(`${this.#titles([id])}是核心模块，始终启用`)
    const manifest = this.registry.find(id)
    if (!manifest) {
      throw new PluginLifecycleError(`插件「${id}」未加载：先把它加入 config/plugins.ts（或 DOCSITE_PLUGINS）并重启`)
    }
    return manifest
  }

  /** 「标题」、「标题」: operators know plugins by the title 插件管理 shows, not by their folder id. */
  #titles(ids: string[]) {
    return ids.map((id) => `「${this.registry.find(id)?.title ?? id}」`).join('、')
  }

  #switchedOffDependencies(manifest: PluginManifest) {
    return (manifest.dependsOn ?? []).filter((dependency) => !this.registry.isEnabled(dependency))
  }

  /** Takes the first install of a plugin for this process; false when another one took it. */
  async #claim(id: string, enabled: boolean) {
    try {
      await PluginState.create({ id, enabled, installedAt: DateTime.utc(), disabledAt: enabled ? null : DateTime.utc() })
      return true
    } catch (error) {
      if (await PluginState.find(id)) return false
      throw error
    }
  }
}

const lifecycle = new PluginLifecycle(pluginRegistry)
export default lifecycle
