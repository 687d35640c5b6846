import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { DashboardWidget } from './dashboard_widget.js'

export type { DashboardMetric, DashboardNotice, DashboardWidget } from './dashboard_widget.js'

export interface SiteStatsContext {
  /** The caller holds admin.stats.view: admin-only counts may be added. */
  admin: boolean
}

/**
 * Counts for GET /api/v1/stats (api-shapes §19), snake_case keys such as document_count.
 * A contributor returns its public counts always and its admin-only counts (category_count,
 * report_count, ...) only when context.admin is true.
 */
export type SiteStatsContributor = (context: SiteStatsContext) => Promise<Record<string, number | string>>

export const siteStats = defineExtensionPoint<SiteStatsContributor>('siteStats')

/** The permission that unlocks admin-only counts and the server's device information. */
export const STATS_PERMISSION = 'admin.stats.view'

/** Every contributor's counts merged into the flat Stats object (public ones unless admin). */
export async function collectSiteStats(admin: boolean): Promise<Record<string, number | string>> {
  const parts = await siteStats.collect({ admin })
  return Object.assign({}, ...parts)
}

/** One program or resource the site depends on, as GET /api/v1/envs reports it (api-shapes §19). */
export interface EnvDependent {
  name: string
  description: string
  cmd: string
  version: string
  is_installed: boolean
  is_required: boolean
  /** Why it is not usable; empty when installed. */
  error: string
  checked_at: string
}

/**
 * The environment check of the admin panel: each plugin reports the programs it needs (the
 * documents plugin: LibreOffice, MuPDF, fonts...), so an operator sees what is missing before
 * documents fail for it.
 */
export const environmentChecks = defineExtensionPoint<() => Promise<EnvDependent[]>>('environmentChecks')

export async function collectEnvironmentChecks(): Promise<EnvDependent[]> {
  return (await environmentChecks.collect()).flat()
}

export interface DashboardContext {
  userId: number
  /** The permission keys the viewer holds: a contributor shows only what they may see. */
  held: Set<string>
}

export const dashboardWidgets = defineExtensionPoint<(context: DashboardContext) => Promise<DashboardWidget[]>>('dashboardWidgets')

export async function collectDashboardWidgets(context: DashboardContext): Promise<DashboardWidget[]> {
  return (await dashboardWidgets.collect(context)).flat()
}
