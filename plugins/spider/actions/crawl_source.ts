import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import SpiderUrl from '../models/spider_url.js'
import { SpiderDocumentStatus, SpiderUrlStatus } from '../enums/spider_status.js'
import { crawlerFromSettings } from '../services/crawler.js'
import { FetchRefused } from '../services/fetch/safe_fetch.js'
import { decodePage, extractLinks, type PageLink } from '../services/fetch/html.js'
import { extensionOfUrl, isPaginationLink, matcherOf, titleFromUrl } from '../services/link_rules.js'
import { nextRunAfter } from './schedule.js'

export function urlHash(url: string) {
  return createHash('sha1').update(url).digest('hex')
}

const CHUNK = 400

/** Records links not seen before (by URL, across every source); returns how many were new. */
async function recordLinks(source: SpiderUrl, found: { link: PageLink; page: string }[]) {
  let added = 0
  for (let start = 0; start < found.length; start += CHUNK) {
    const chunk = found.slice(start, start + CHUNK).map((entry) => ({ ...entry, hash: urlHash(entry.link.url) }))
    const known = new Set(
      (
        await db
          .from('spider_documents')
          .whereIn(
            'url_hash',
            chunk.map((entry) => entry.hash)
          )
          .select('url_hash')
      ).map((row) => row.url_hash)
    )
    const now = DateTime.now().toSQL({ includeOffset: false })
    const rows = chunk
      .filter((entry) => !known.has(entry.hash))
      .map(({ link, page, hash }) => {
        const fromUrl = titleFromUrl(link.url).slice(0, 255)
        return {
          spider_url_id: source.id,
          url: link.url.slice(0, 2048),
          url_hash: hash,
          source_page: page.slice(0, 2048),
          title: (link.text || fromUrl).slice(0, 255),
          title_from_href: link.text.slice(0, 255),
          title_from_url: fromUrl,
          ext: extensionOfUrl(link.url).slice(0, 16),
          status: SpiderDocumentStatus.Pending,
          category_id: JSON.stringify(source.categoryId),
          user_id: source.userId,
          price: source.price,
          language: source.language,
          created_at: now,
          updated_at: now,
        }
      })
    if (rows.length) await db.table('spider_documents').multiInsert(rows)
    added += rows.length
  }
  return added
}

/**
 * One run of a source: read its page and up to `depth` pagination pages, record each
 * document link once. A refusal (robots, address, size, time) fails the run with its reason.
 */
export async function crawlSource(spiderUrlId: number) {
  const source = await SpiderUrl.find(spiderUrlId)
  if (!source) return null
  source.merge({ status: SpiderUrlStatus.Collecting, error: '' })
  await source.save()
  const maxLinks = Number(await settings.get('spider', 'max_links')) || 5000
  const crawler = await crawlerFromSettings()
  const isDocument = matcherOf({ pattern: source.linkPattern, target: source.patternTarget })
  const queue = [source.url]
  const visited = new Set<string>()
  let added = 0
  try {
    while (queue.length && visited.size < Math.max(1, source.depth)) {
      const pageUrl = queue.shift()!
      if (visited.has(pageUrl)) continue
      visited.add(pageUrl)
      const response = await crawler.fetchPage(pageUrl)
      const links = extractLinks(decodePage(response.body, String(response.headers['content-type'] ?? '')), response.url)
      const documents = links.filter(isDocument).slice(0, maxLinks)
      added += await recordLinks(
        source,
        documents.map((link) => ({ link, page: response.url }))
      )
      for (const link of links) {
        if (!isDocument(link) && isPaginationLink(link, response.url) && !visited.has(link.url)) queue.push(link.url)
      }
    }
    const now = DateTime.now()
    source.merge({
      status: SpiderUrlStatus.Done,
      total: source.total + added,
      pages: visited.size,
      lastRunAt: now,
      nextRunAt: nextRunAfter(source.schedule, now),
    })
  } catch (error) {
    const now = DateTime.now()
    const reason = error instanceof FetchRefused ? error.message : `采集出错：${(error as Error).message}`
    source.merge({
      status: SpiderUrlStatus.Failed,
      error: reason.slice(0, 1024),
      total: source.total + added,
      pages: visited.size,
      lastRunAt: now,
      nextRunAt: nextRunAfter(source.schedule, now),
    })
    if (!(error instanceof FetchRefused)) {
      await source.save()
      throw error
    }
  }
  await source.save()
  return { added, pages: visited.size, status: source.status, error: source.error }
}
