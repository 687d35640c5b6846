import logger from '@adonisjs/core/services/logger'
import type SitemapBuild from '../models/sitemap_build.js'
import { currentSitemap } from '../queries/current_sitemap.js'
import { buildSitemap, type SitemapSummary } from './build_sitemap.js'

/** After a failed on-demand build, GET /sitemap.xml answers 503 this long before trying again. */
const RETRY_AFTER_MS = 5 * 60_000

let running: Promise<SitemapSummary> | null = null
let failedAt = 0

/**
 * One build at a time in this process: the schedule, PUT /api/v1/sitemap, the CLI and an
 * on-demand build that overlap share the build already under way.
 */
export function rebuildSitemap(): Promise<SitemapSummary> {
  running ??= buildSitemap().finally(() => {
    running = null
  })
  return running
}

/**
 * The build GET /sitemap.xml serves. When none was ever built, it is built now, once: a
 * failure is logged and not retried for a few minutes (null meanwhile).
 */
export async function servedSitemap(): Promise<SitemapBuild | null> {
  const current = await currentSitemap()
  if (current) return current
  if (!running && Date.now() - failedAt < RETRY_AFTER_MS) return null
  try {
    await rebuildSitemap()
  } catch (error) {
    failedAt = Date.now()
    logger.error({ err: error }, 'seo: the sitemap could not be built on demand')
    return null
  }
  return currentSitemap()
}
