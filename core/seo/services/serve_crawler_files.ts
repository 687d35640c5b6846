import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { queue } from '#core/queue/contracts'
import { isActiveOwner } from '#core/kernel/active_owners'
import { settings } from '#core/settings/contracts'
import type SitemapBuild from '../models/sitemap_build.js'
import { servedSitemap } from '../actions/rebuild_sitemap.js'
import { currentSitemap } from '../queries/current_sitemap.js'
import { siteBaseUrl } from '../site_url.js'
import { disallowedPaths, robotsTxt } from '../robots.js'
import type { SeoSettings } from '../settings.js'
import { SITEMAP_JOB } from '../jobs.js'
import { fileKey, FILE_NAME, INDEX_FILE, sitemapDisk, XML_CONTENT_TYPE } from '../sitemap/store.js'
import { absoluteUrl, sitemapIndexXml } from '../sitemap/xml.js'
import type { SitemapFile } from '../types.js'

/** What robots.txt and the sitemaps answer, through the router or ahead of it (fast_routes.ts). */

export async function siteGuarded() {
  const security = await settings.group<{ is_close: boolean; login_required: boolean }>('security')
  return Boolean(security.is_close || security.login_required)
}

/** robots.txt: open even on a closed site, where it turns every crawler away. */
export async function sendRobots(response: HttpContext['response']) {
  const seo = await settings.group<SeoSettings>('seo')
  const text = robotsTxt({
    baseUrl: await siteBaseUrl(),
    extra: seo.robots_extra ?? '',
    closed: await siteGuarded(),
    disallow: disallowedPaths(),
  })
  response.header('Content-Type', 'text/plain; charset=utf-8')
  response.header('Cache-Control', 'public, max-age=300')
  response.send(text)
}

function notFound(response: HttpContext['response']) {
  response.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not Found')
}

/** The files of the build whose plugin is enabled now: a disabled plugin's URLs leave the sitemap at once, not at the next build. */
function servedFiles(build: SitemapBuild): SitemapFile[] {
  return build.files.filter((file) => !file.owner || isActiveOwner(file.owner))
}

/** The stored index lists every file of the build; with some left out it is written anew from the rest. */
function sendFilteredIndex({ request, response }: HttpContext, build: SitemapBuild, files: SitemapFile[]) {
  const etag = `"${build.key}-${files.length}"`
  response.header('Cache-Control', 'public, max-age=3600')
  response.header('ETag', etag)
  if (request.header('if-none-match') === etag) return response.status(304).send('')
  const index = files.map((file) => ({ loc: absoluteUrl(`/sitemap/${file.name}`, build.baseUrl), lastmod: file.lastmod }))
  response.header('Content-Type', XML_CONTENT_TYPE)
  response.send(sitemapIndexXml(index))
}

/** Streams one file of the build; false when the drive no longer has it. */
async function send({ request, response }: HttpContext, build: SitemapBuild, file: string) {
  let stream
  try {
    stream = await sitemapDisk().getStream(fileKey(build.key, file))
  } catch (error) {
    logger.warn({ err: error, build: build.key, file }, 'seo: a sitemap file is missing from the drive')
    return false
  }
  const etag = `"${build.key}"`
  response.header('Cache-Control', 'public, max-age=3600')
  response.header('ETag', etag)
  if (request.header('if-none-match') === etag) {
    stream.destroy()
    response.status(304).send('')
    return true
  }
  response.header('Content-Type', XML_CONTENT_TYPE)
  response.stream(stream)
  return true
}

/**
 * /sitemap.xml: the index of the served build, built on demand when there is none yet. A
 * build made for another base URL (the domain setting changed) is served while a fresh one
 * is queued.
 */
export async function sendSitemapIndex(ctx: HttpContext) {
  const build = await servedSitemap()
  if (!build) {
    ctx.response
      .status(503)
      .header('Retry-After', '300')
      .header('Content-Type', 'text/plain; charset=utf-8')
      .send('Sitemap not available yet')
    return
  }
  if (build.baseUrl !== (await siteBaseUrl())) {
    await queue.dispatch(SITEMAP_JOB, {}, { jobId: 'seo-sitemap-base-url' })
  }
  const files = servedFiles(build)
  if (files.length < build.files.length) return sendFilteredIndex(ctx, build, files)
  if (!(await send(ctx, build, INDEX_FILE))) notFound(ctx.response)
}

/** /sitemap/:file: a file the served build lists. */
export async function sendSitemapFile(ctx: HttpContext, name: string) {
  const build = await currentSitemap()
  if (!build || !FILE_NAME.test(name) || !servedFiles(build).some((file) => file.name === name)) return notFound(ctx.response)
  if (!(await send(ctx, build, name))) notFound(ctx.response)
}
