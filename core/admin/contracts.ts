import { defineExtensionPoint } from '#core/kernel/extension_point'

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

/** A figure of a metrics widget. */
export interface DashboardMetric {
  label: string
  value: number
  /** Small grey text under the figure, e.g. 昨日 120. */
  hint?: string
}

/**
 * A block a module adds to the admin dashboard. Widgets are data, not components: the
 * dashboard draws each kind itself, so core never imports a plugin's UI.
 * - metrics: figures in a row;
 * - trend: lines over dates (`dates` and one `values` list per series);
 * - ranking: a ranked list of links with a count;
 * - notice: a message the operator should act on (`notice`), with `link` to where to act.
 */
export interface DashboardWidget {
  key: string
  title: string
  kind: 'metrics' | 'trend' | 'ranking' | 'notice'
  /** Where 查看详情 leads. */
  link?: string
  /** Spans the dashboard's full width. */
  wide?: boolean
  metrics?: DashboardMetric[]
  trend?: { dates: string[]; series: { name: string; values: number[] }[] }
  ranking?: { title: string; href?: string; value: number }[]
  /** The ranking's count label (次浏览). */
  unit?: string
  /** Shown in place of the content when there is nothing to show yet. */
  empty?: string
  notice?: { type: 'warning' | 'danger'; text: string }
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
