import type { AdminMenuEntry, PermissionDefinition, PluginHostApi, PluginManifest } from './define_plugin.js'
import type { SettingsGroup } from '#core/settings/define_settings'

/** The settings module's permission that opens every config/<group> page. */
export const CONFIG_PERMISSION = 'settings.config.list'

export class PluginDependencyError extends Error {}

/**
 * Orders manifests so that every plugin comes after the plugins it depends on.
 * Throws on unknown dependencies and cycles, naming the plugins involved.
 */
export function orderByDependencies(manifests: PluginManifest[]): PluginManifest[] {
  const byId = new Map(manifests.map((manifest) => [manifest.id, manifest]))
  const ordered: PluginManifest[] = []
  const state = new Map<string, 'visiting' | 'done'>()

  const visit = (manifest: PluginManifest, trail: string[]) => {
    const mark = state.get(manifest.id)
    if (mark === 'done') return
    if (mark === 'visiting') {
      throw new PluginDependencyError(`Plugin dependency cycle: ${[...trail, manifest.id].join(' -> ')}`)
    }
    state.set(manifest.id, 'visiting')
    for (const dependency of manifest.dependsOn ?? []) {
      const target = byId.get(dependency)
      if (!target) {
        throw new PluginDependencyError(
          `Plugin "${manifest.id}" depends on "${dependency}", which is not enabled`
        )
      }
      visit(target, [...trail, manifest.id])
    }
    state.set(manifest.id, 'done')
    ordered.push(manifest)
  }

  for (const manifest of [...manifests].sort((a, b) => a.id.localeCompare(b.id))) {
    visit(manifest, [])
  }
  return ordered
}

export class PluginRegistry {
  #ordered: PluginManifest[] = []
  #booted = false

  load(manifests: PluginManifest[]) {
    const seen = new Set<string>()
    for (const manifest of manifests) {
      if (seen.has(manifest.id)) throw new PluginDependencyError(`Plugin "${manifest.id}" is listed twice`)
      seen.add(manifest.id)
    }
    this.#ordered = orderByDependencies(manifests)
  }

  get plugins(): readonly PluginManifest[] {
    return this.#ordered
  }

  find(id: string) {
    return this.#ordered.find((manifest) => manifest.id === id)
  }

  isEnabled(id: string) {
    return this.#ordered.some((manifest) => manifest.id === id)
  }

  permissions(): (PermissionDefinition & { plugin: string })[] {
    return this.#ordered.flatMap((manifest) =>
      (manifest.permissions ?? []).map((permission) => ({ ...permission, plugin: manifest.id }))
    )
  }

  /**
   * Every enabled plugin's menu entries, plus one generic config page per settings group
   * (config/<group>), all opened by the settings permission.
   */
  adminMenu(): (AdminMenuEntry & { plugin: string })[] {
    const declared = this.#ordered.flatMap((manifest) =>
      (manifest.adminMenu ?? []).map((entry) => ({ ...entry, plugin: manifest.id }))
    )
    const configPages = this.settingsGroups().map((group) => ({
      page: group.page ?? `config/${group.name}`,
      title: group.title,
      parent: '系统设置',
      icon: 'IconSetting',
      permission: CONFIG_PERMISSION,
      component: 'settings/admin/config',
      sort: 900,
      plugin: group.plugin,
    }))
    return [...declared, ...configPages].sort((a, b) => (a.sort ?? 100) - (b.sort ?? 100))
  }

  settingsGroups(): (SettingsGroup<any> & { plugin: string })[] {
    return this.#ordered.flatMap((manifest) =>
      (manifest.settings ?? []).map((group) => ({ ...group, plugin: manifest.id }))
    )
  }

  jobs() {
    return this.#ordered.flatMap((manifest) => manifest.jobs ?? [])
  }

  schedules() {
    return this.#ordered.flatMap((manifest) => manifest.schedules ?? [])
  }

  register(host: PluginHostApi) {
    for (const manifest of this.#ordered) manifest.register?.(host)
  }

  async boot(host: PluginHostApi) {
    if (this.#booted) return
    this.#booted = true
    for (const manifest of this.#ordered) await manifest.boot?.(host)
  }

  async shutdown(host: PluginHostApi) {
    for (const manifest of [...this.#ordered].reverse()) await manifest.shutdown?.(host)
  }
}

const registry = new PluginRegistry()
export default registry
