import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import SitemapBuild from '../models/sitemap_build.js'
import { siteBaseUrl } from '../site_url.js'
import { chunkUrls, URLS_PER_FILE } from '../sitemap/chunk_urls.js'
import { registeredSources } from '../sitemap/sources.js'
import { absoluteUrl, lastmodOf, sitemapIndexXml, urlsetXml } from '../sitemap/xml.js'
import { buildFolder, fileKey, INDEX_FILE, sitemapDisk, XML_CONTENT_TYPE } from '../sitemap/store.js'
import type { SitemapFile, SitemapSource } from '../types.js'

/** Rows a source reads per query. */
const READ_BATCH = 1000
const SOURCE_NAME = /^[a-z0-9_-]{1,40}$/
/** A build still 'building' after this long died with its process. */
const ABANDONED_AFTER_HOURS = 24

export interface BuildSitemapOptions {
  /** URLs per file; the protocol's files stay at URLS_PER_FILE, tests pass less. */
  perFile?: number
  /** The registered sources (home page first) unless given. */
  sources?: SitemapSource[]
}

export interface SitemapSummary {
  key: string
  baseUrl: string
  urlCount: number
  files: SitemapFile[]
  ms: number
}

function checkNames(sources: SitemapSource[]) {
  const seen = new Set<string>()
  for (const { name } of sources) {
    if (!SOURCE_NAME.test(name)) throw new Error(`Sitemap source name "${name}" must be 1-40 of a-z, 0-9, - and _`)
    if (seen.has(name)) throw new Error(`Two sitemap sources are named "${name}"`)
    seen.add(name)
  }
}

function newest(values: (string | null)[]) {
  return values.reduce<string | null>((latest, value) => (value && (!latest || value > latest) ? value : latest), null)
}

async function writeFiles(build: SitemapBuild, sources: SitemapSource[], options: BuildSitemapOptions) {
  const disk = sitemapDisk()
  const files: SitemapFile[] = []
  for (const source of sources) {
    let number = 0
    for await (const chunk of chunkUrls(source.urls(READ_BATCH), options.perFile ?? URLS_PER_FILE)) {
      number += 1
      const urls = chunk.map((url) => ({ loc: absoluteUrl(url.loc, build.baseUrl), lastmod: lastmodOf(url.lastmod) }))
      const file: SitemapFile = {
        name: `${source.name}-${number}.xml`,
        urls: urls.length,
        lastmod: newest(urls.map((url) => url.lastmod)),
        ...(source.owner ? { owner: source.owner } : {}),
      }
      await disk.put(fileKey(build.key, file.name), urlsetXml(urls), { contentType: XML_CONTENT_TYPE })
      files.push(file)
    }
  }
  const index = files.map((file) => ({ loc: absoluteUrl(`/sitemap/${file.name}`, build.baseUrl), lastmod: file.lastmod }))
  await disk.put(fileKey(build.key, INDEX_FILE), sitemapIndexXml(index), { contentType: XML_CONTENT_TYPE })
  return files
}

/**
 * Writes a complete new set of sitemap files next to the served one, then swaps: the build
 * row turns ready in one statement and from then on GET /sitemap.xml serves it. A failed
 * build leaves the served sitemap as it was.
 */
export async function buildSitemap(options: BuildSitemapOptions = {}): Promise<SitemapSummary> {
  const started = Date.now()
  const sources = options.sources ?? registeredSources()
  checkNames(sources)
  const build = await SitemapBuild.create({
    key: `${DateTime.utc().toFormat('yyyyLLddHHmmss')}-${randomBytes(4).toString('hex')}`,
    status: 'building',
    baseUrl: await siteBaseUrl(),
    files: [],
  })
  let files: SitemapFile[]
  try {
    files = await writeFiles(build, sources, options)
  } catch (error) {
    build.merge({ status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500), finishedAt: DateTime.now() })
    await build.save()
    await sitemapDisk()
      .deleteAll(buildFolder(build.key))
      .catch(() => {})
    throw error
  }
  const urlCount = files.reduce((sum, file) => sum + file.urls, 0)
  build.merge({ status: 'ready', files, fileCount: files.length, urlCount, finishedAt: DateTime.now() })
  await build.save()
  await pruneSitemapBuilds().catch((error) => logger.warn({ err: error }, 'seo: could not remove old sitemap builds'))
  return { key: build.key, baseUrl: build.baseUrl, urlCount, files, ms: Date.now() - started }
}

/**
 * Keeps the served build and the one before it (a crawler may be half-way through it);
 * removes older, failed and abandoned builds with their files.
 */
export async function pruneSitemapBuilds() {
  const ready = await SitemapBuild.query().where('status', 'ready').orderBy('finished_at', 'desc').orderBy('id', 'desc')
  const before = DateTime.now().minus({ hours: ABANDONED_AFTER_HOURS }).toFormat('yyyy-MM-dd HH:mm:ss')
  const abandoned = await SitemapBuild.query().where((query) =>
    query.where('status', 'failed').orWhere((old) => old.where('status', 'building').where('created_at', '<', before))
  )
  for (const build of [...ready.slice(2), ...abandoned]) {
    await sitemapDisk().deleteAll(buildFolder(build.key))
    await build.delete()
  }
}
