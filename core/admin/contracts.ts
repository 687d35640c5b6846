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
