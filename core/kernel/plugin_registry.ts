import type { BriskRoute, HttpContext, Route, RouteGroup, RouteResource, Router } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type {
  AdminMenuEntry,
  JobDefinition,
  PermissionDefinition,
  PluginHostApi,
  PluginManifest,
  ScheduleDefinition,
} from './define_plugin.js'
import { configPagePath, type SettingsGroup } from '#core/settings/define_settings'
import { ApiError } from './http/api_error.js'
import { answerActiveOwners } from './active_owners.js'

/** The settings module's permission that opens every config/<group> page. */
export const CONFIG_PERMISSION = 'settings.config.list'

export class PluginDependencyError extends Error {}

/** A manifest that contradicts another one (two jobs with one name, a schedule of no job). */
export class PluginContractError extends Error {}

export interface MountedRoute {
  method: string
  pattern: string
}

type RouteEntry = Route | RouteGroup | RouteResource | BriskRoute

/**
 * Orders manifests so that every plugin comes after the plugins it depends on (and after the
 * loaded ones it enhances).
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
        throw new PluginDependencyError(`Plugin "${manifest.id}" depends on "${dependency}", which is not enabled`)
      }
      visit(target, [...trail, manifest.id])
    }
    for (const enhanced of manifest.enhances ?? []) {
      const target = byId.get(enhanced)
      if (target) visit(target, [...trail, manifest.id])
    }
    state.set(manifest.id, 'done')
    ordered.push(manifest)
  }

  for (const manifest of [...manifests].sort((a, b) => a.id.localeCompare(b.id))) {
    visit(manifest, [])
  }
  return ordered
}

function checkJobsAndSchedules(manifests: PluginManifest[]) {
  const jobs = new Map<string, string>()
  for (const manifest of manifests) {
    for (const job of manifest.jobs ?? []) {
      const owner = jobs.get(job.name)
      if (owner) throw new PluginContractError(`Job "${job.name}" is declared by both "${owner}" and "${manifest.id}"`)
      jobs.set(job.name, manifest.id)
    }
  }
  const schedules = new Set<string>()
  for (const manifest of manifests) {
    for (const schedule of manifest.schedules ?? []) {
      if (schedules.has(schedule.name)) throw new PluginContractError(`Schedule "${schedule.name}" is declared twice`)
      schedules.add(schedule.name)
      if (!jobs.has(schedule.job)) {
        throw new PluginContractError(
          `Schedule "${schedule.name}" of "${manifest.id}" enqueues job "${schedule.job}", which no enabled plugin declares`
        )
      }
      if (!(schedule.everyMs >= 1000)) {
        throw new PluginContractError(`Schedule "${schedule.name}" must run at most once a second (everyMs >= 1000)`)
      }
    }
  }
}

function flattenRoutes(entries: RouteEntry[]): MountedRoute[] {
  return entries.flatMap((entry): MountedRoute[] => {
    if ('routes' in entry) return flattenRoutes(entry.routes as RouteEntry[])
    const route = 'route' in entry ? entry.route : (entry as Route)
    if (!route) return []
    const json = route.toJSON()
    return json.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, pattern: json.pattern }))
  })
}

/**
 * The loaded plugins (config/plugins.ts or DOCSITE_PLUGINS), in dependency order. Every loaded
 * plugin is registered and booted; whether each is ACTIVE is the site's lifecycle state
 * (plugin_states, see plugin_lifecycle.ts), kept here in memory and answered live: an inactive
 * plugin's routes answer 404 and its menu, settings groups, jobs and extension point handlers
 * are skipped until it is enabled again.
 */
export class PluginRegistry {
  #ordered: PluginManifest[] = []
  #routeGroups = new Map<string, RouteGroup>()
  #inactive = new Set<string>()
  #booted = false
  /** settingsGroups() until the loaded or active plugins change: settings ask for it on every read. */
  #settingsGroups: readonly (SettingsGroup<any> & { plugin: string })[] | null = null

  load(manifests: PluginManifest[]) {
    const seen = new Set<string>()
    for (const manifest of manifests) {
      if (seen.has(manifest.id)) throw new PluginDependencyError(`Plugin "${manifest.id}" is listed twice`)
      seen.add(manifest.id)
    }
    const ordered = orderByDependencies(manifests)
    checkJobsAndSchedules(ordered)
    this.#routeGroups.clear()
    this.#inactive.clear()
    this.#settingsGroups = null
    this.#ordered = ordered.map((manifest) => this.#recordingRoutes(manifest))
  }

  /**
   * Whoever mounts a plugin's routes (start/routes.ts), they land in a route group of
   * their own, without prefix or middleware, so the host can tell which plugin added which
   * route. Mount functions should define their routes synchronously: routes defined after
   * an `await` still work but are not counted.
   */
  #recordingRoutes(manifest: PluginManifest): PluginManifest {
    const load = manifest.routes
    if (!load) return manifest
    return {
      ...manifest,
      routes: async () => {
        const { default: mount } = await load()
        return {
          default: (router: Router) => {
            let mounting!: void | Promise<void>
            const group = router.group(() => {
              mounting = mount(router)
            })
            group.use(this.#notFoundWhileInactive(manifest.id))
            this.#routeGroups.set(manifest.id, group)
            return mounting
          },
        }
      },
    }
  }

  #notFoundWhileInactive(id: string) {
    const inactive = () => this.#inactive.has(id)
    return async function inactivePluginGuard(_ctx: HttpContext, next: NextFn) {
      if (inactive()) throw ApiError.notFound('页面不存在')
      return next()
    }
  }

  /** Every loaded plugin, active or not: for mounting, booting and lifecycle hooks. */
  get plugins(): readonly PluginManifest[] {
    return this.#ordered
  }

  find(id: string) {
    return this.#ordered.find((manifest) => manifest.id === id)
  }

  isLoaded(id: string) {
    return this.#ordered.some((manifest) => manifest.id === id)
  }

  /** Loaded and active now: the answer changes as soon as the state does, in this process. */
  isEnabled(id: string) {
    return !this.#inactive.has(id) && this.isLoaded(id)
  }

  /** The owner of a registration is not a loaded plugin that is switched off. */
  isActiveOwner(owner: string) {
    return !this.#inactive.has(owner)
  }

  /** The loaded plugins that are switched off on this site (from plugin_states). */
  setInactive(ids: Iterable<string>) {
    const inactive = new Set([...ids].filter((id) => this.isLoaded(id)))
    // Every process re-reads the states every few seconds (plugin_lifecycle.ts): most reads change nothing.
    if (inactive.size === this.#inactive.size && [...inactive].every((id) => this.#inactive.has(id))) return
    this.#inactive = inactive
    this.#settingsGroups = null
  }

  get inactive(): readonly string[] {
    return [...this.#inactive]
  }

  #active() {
    return this.#ordered.filter((manifest) => !this.#inactive.has(manifest.id))
  }

  /** The routes a plugin mounted, once start/routes.ts has run; HEAD is left out. */
  routesOf(id: string): MountedRoute[] {
    const group = this.#routeGroups.get(id)
    return group ? flattenRoutes(group.routes) : []
  }

  permissions(): (PermissionDefinition & { plugin: string })[] {
    return this.#ordered.flatMap((manifest) => (manifest.permissions ?? []).map((permission) => ({ ...permission, plugin: manifest.id })))
  }

  /**
   * Every active plugin's menu entries, plus one generic config page per settings group
   * (config/<group>), all opened by the settings permission.
   */
  adminMenu(): (AdminMenuEntry & { plugin: string })[] {
    const declared = this.#active().flatMap((manifest) => (manifest.adminMenu ?? []).map((entry) => ({ ...entry, plugin: manifest.id })))
    const configPages = this.settingsGroups().map((group) => ({
      page: configPagePath(group),
      title: group.title,
      parent: group.menu?.parent ?? '系统设置',
      icon: 'IconSetting',
      permission: CONFIG_PERMISSION,
      component: 'settings/admin/config',
      sort: group.menu?.sort ?? 900,
      plugin: group.plugin,
    }))
    return [...declared, ...configPages].sort((a, b) => (a.sort ?? 100) - (b.sort ?? 100))
  }

  settingsGroups(): readonly (SettingsGroup<any> & { plugin: string })[] {
    this.#settingsGroups ??= this.#active().flatMap((manifest) =>
      (manifest.settings ?? []).map((group) => ({ ...group, plugin: manifest.id }))
    )
    return this.#settingsGroups
  }

  /**
   * Every loaded plugin's jobs, so a queue built once serves a plugin enabled later. A job
   * of an inactive plugin (a schedule's tick, a dispatch from before it was disabled) runs
   * nothing.
   */
  jobs(): (JobDefinition & { plugin: string })[] {
    return this.#ordered.flatMap((manifest) =>
      (manifest.jobs ?? []).map((job) => ({
        ...job,
        plugin: manifest.id,
        handle: async (payload: unknown, context: Parameters<JobDefinition['handle']>[1]) => {
          if (this.#inactive.has(manifest.id)) return
          await job.handle(payload, context)
        },
      }))
    )
  }

  findJob(name: string) {
    return this.jobs().find((job) => job.name === name)
  }

  /** Every loaded plugin's schedules; an inactive plugin's ticks run nothing (see jobs()). */
  schedules(): (ScheduleDefinition & { plugin: string })[] {
    return this.#ordered.flatMap((manifest) => (manifest.schedules ?? []).map((schedule) => ({ ...schedule, plugin: manifest.id })))
  }

  register(host: PluginHostApi) {
    for (const manifest of this.#ordered) manifest.register?.(host)
  }

  async boot(host: PluginHostApi) {
    if (this.#booted) return
    this.#booted = true
    for (const manifest of this.#ordered) await manifest.boot?.(host)
  }

  /** Every plugin gets its shutdown call, even when an earlier one throws. */
  async shutdown(host: PluginHostApi) {
    const errors: unknown[] = []
    for (const manifest of [...this.#ordered].reverse()) {
      try {
        await manifest.shutdown?.(host)
      } catch (error) {
        errors.push(error)
      }
    }
    if (errors.length === 1) throw errors[0]
    if (errors.length) throw new AggregateError(errors, 'Several plugins failed to shut down')
  }
}

const registry = new PluginRegistry()
answerActiveOwners((owner) => registry.isActiveOwner(owner))
export default registry
