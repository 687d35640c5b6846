import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { DashboardWidget } from './dashboard_widget.js'

export type { DashboardMetric, DashboardNotice, DashboardWidget } from './dashboard_widget.js'

export interface SiteStatsContext {
  /** The caller holds admin.stats.view: admin-only counts may be added. */
  admin: boolean
}

/** How staff read one counter on the dashboard: its Chinese label, a named icon (bundled_icons.ts) and a colour. */
export interface StatLabel {
  label: string
  icon?: string
  tone?: 'blue' | 'green' | 'orange' | 'violet' | 'cyan' | 'red' | 'grey'
}

/**
 * Counts for GET /api/v1/stats (api-shapes §19), snake_case keys such as document_count.
 * `count` returns the public counts always and the admin-only ones (document_review_count, ...)
 * only when context.admin is true; `labels` names every numeric key it may return, for the
 * dashboard (a key without one shows as itself).
 */
export interface SiteStatsRegistration {
  labels: Record<string, StatLabel>
  count: (context: SiteStatsContext) => Promise<Record<string, number | string>>
}

export const siteStats = defineExtensionPoint<() => SiteStatsRegistration>('siteStats', { isolated: true })

/** The permission that unlocks admin-only counts and the server's device information. */
export const STATS_PERMISSION = 'admin.stats.view'

/** The rows a Lucid model query matches: a counter of a siteStats registration. */
export async function countRows(query: { count: (column: string) => Promise<{ $extras: Record<string, unknown> }[]> }) {
  const [row] = await query.count('* as total')
  return Number(row?.$extras?.total ?? 0)
}

/** Every enabled contributor's counts merged into the flat Stats object (public ones unless admin); one that throws is left out. */
export async function collectSiteStats(admin: boolean): Promise<Record<string, number | string>> {
  const parts: Record<string, number | string>[] = []
  for (const { owner, handler } of siteStats.entries()) {
    try {
      parts.push(await handler().count({ admin }))
    } catch (error) {
      siteStats.contributionFailed(owner, error)
    }
  }
  return Object.assign({}, ...parts)
}

/** The labels of every enabled contributor's counters, for the dashboard's stat cards. */
export function siteStatLabels(): Record<string, StatLabel> {
  const labels: Record<string, StatLabel> = {}
  for (const { owner, handler } of siteStats.entries()) {
    try {
      Object.assign(labels, handler().labels)
    } catch (error) {
      siteStats.contributionFailed(owner, error)
    }
  }
  return labels
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
export const environmentChecks = defineExtensionPoint<() => Promise<EnvDependent[]>>('environmentChecks', { isolated: true })

export async function collectEnvironmentChecks(): Promise<EnvDependent[]> {
  return (await environmentChecks.collect()).flat()
}

export interface DashboardContext {
  userId: number
  /** The permission keys the viewer holds: a contributor shows only what they may see. */
  held: Set<string>
}

export const dashboardWidgets = defineExtensionPoint<(context: DashboardContext) => Promise<DashboardWidget[]>>('dashboardWidgets', {
  isolated: true,
})

export async function collectDashboardWidgets(context: DashboardContext): Promise<DashboardWidget[]> {
  return (await dashboardWidgets.collect(context)).flat()
}
