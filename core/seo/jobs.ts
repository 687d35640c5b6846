import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'
import { rebuildSitemap } from './actions/rebuild_sitemap.js'

export const SITEMAP_JOB = 'seo.sitemap'

export const sitemapJob: JobDefinition<Record<string, never>> = {
  name: SITEMAP_JOB,
  label: '生成站点地图',
  attempts: 2,
  backoffMs: 60_000,
  timeoutMs: 2 * 60 * 60_000,
  concurrency: 1,
  async handle() {
    await rebuildSitemap()
  },
}

export const sitemapSchedule: ScheduleDefinition = {
  name: 'seo.sitemap_daily',
  everyMs: 24 * 60 * 60_000,
  job: SITEMAP_JOB,
}
