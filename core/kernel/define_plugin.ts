import type { Router } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import type { Command } from 'commander'
import type { SettingsGroup } from '#core/settings/define_settings'
import type { CapabilityDefinition, PunishmentTypeDefinition } from '#core/access/registrations/definitions'

/**
 * A permission a plugin declares. Routes refer to it by key; the permission rows
 * (method, path, title) are synced from the routes that use it.
 */
export interface PermissionDefinition {
  key: string
  title: string
  /** Resource group shown in the admin permission list (e.g. 用户, 文档). */
  group: string
}

export interface AdminMenuEntry {
  /** Admin page path below /admin, e.g. 'user/list'. */
  page: string
  title: string
  /** Semi icon name from @douyinfe/semi-icons, e.g. 'IconUser'. */
  icon?: string
  /** Parent menu title; entries with the same parent are grouped. */
  parent?: string
  /** A permission key of this or another plugin, or 'public' for every admin user. */
  permission: string | 'public'
  /** The Inertia page rendered for it: '<owner>/admin/<file>'. */
  component: string
  sort?: number
  /** A page opened from another page (e.g. an edit form): access-checked, not listed in the menu. */
  hidden?: boolean
}

export interface JobContext {
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number
  jobId: string
  /** Aborted when the attempt times out or the worker stops; long handlers should listen. */
  signal: AbortSignal
}

/**
 * A background job. The same definition runs in the in-process driver and on BullMQ.
 * The name is prefixed with the owner id ('documents.convert'). Unset options take the
 * defaults of config/queue.ts.
 */
export interface JobDefinition<Payload = any> {
  name: string
  /** What staff read for it on the dashboard's queue card (文档转换); the name shows when there is none. */
  label?: string
  handle: (payload: Payload, context: JobContext) => Promise<void>
  /** Total runs before the job is recorded as failed (1 = no retry). */
  attempts?: number
  /** Delay before the first retry; doubled for each further retry. */
  backoffMs?: number
  /** Each attempt fails once it runs longer than this. */
  timeoutMs?: number
  /** Jobs of this name run at once, per process. */
  concurrency?: number
}

export interface ScheduleDefinition {
  /** Unique, prefixed with the owner id like job names. */
  name: string
  /** Interval in milliseconds. */
  everyMs: number
  /** Name of a job this plugin (or a dependency) declares, enqueued at each tick. */
  job: string
  payload?: unknown
}

export interface PluginHostApi {
  app: ApplicationService
}

/**
 * Lifecycle hooks, run by the operator's enable/disable/uninstall (docsite plugins ..., 插件管理)
 * and, for install, the first time a loaded plugin meets a site. State lives in plugin_states.
 */
export interface PluginLifecycleHooks {
  /** Once per site, the first time the plugin is enabled, after its migrations: seed defaults. */
  install?: (host: PluginHostApi) => void | Promise<void>
  /** Each time the plugin becomes enabled, the first time included (after install). */
  enable?: (host: PluginHostApi) => void | Promise<void>
  /** Each time an operator disables it; its data stays. */
  disable?: (host: PluginHostApi) => void | Promise<void>
  /** Explicit uninstall; remove data only when purge is true. */
  uninstall?: (host: PluginHostApi, options: { purge: boolean }) => void | Promise<void>
}

export interface PluginManifest extends PluginLifecycleHooks {
  id: string
  title: string
  description?: string
  dependsOn?: string[]
  /**
   * Plugins whose extension points this one fills when they are loaded, and only then (hello
   * adds a line to the documents reader). Unlike dependsOn they may be missing or switched
   * off; when loaded they boot first. Their contracts.ts may be imported from a file the boot
   * hook loads only after `pluginRegistry.isLoaded(id)`.
   */
  enhances?: string[]
  permissions?: PermissionDefinition[]
  adminMenu?: AdminMenuEntry[]
  settings?: SettingsGroup<any>[]
  /** Group switches this plugin checks (see core/access capability helpers). */
  capabilities?: CapabilityDefinition[]
  punishmentTypes?: PunishmentTypeDefinition[]
  jobs?: JobDefinition[]
  schedules?: ScheduleDefinition[]
  routes?: () => Promise<{ default: (router: Router) => void | Promise<void> }>
  cli?: () => Promise<{ default: (program: Command) => void }>
  /** Declarations only: no I/O. */
  register?: (host: PluginHostApi) => void
  /** Wiring to other plugins' extension points; may do I/O. */
  boot?: (host: PluginHostApi) => void | Promise<void>
  shutdown?: (host: PluginHostApi) => void | Promise<void>
}

export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest
}
