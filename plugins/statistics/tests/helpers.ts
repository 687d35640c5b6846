import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import { DocumentFactory } from '#plugins/documents/testing'
import { recentViews } from '#plugins/statistics/services/recent_views'
import { flushEventBuffers } from '#plugins/statistics/services/event_buffer'

export const statisticsDisabled = !registry.isEnabled('statistics')
export const disabledReason = 'the statistics plugin is not enabled (run with DOCSITE_PLUGINS=categories,documents,statistics)'

export const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
export const CRAWLER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'

let counter = 0

/** A visitor id of its own for each call: the 30-minute check never links two tests. */
export function visitor() {
  counter += 1
  return `t${Date.now().toString(36)}${counter}x${randomUUID().slice(0, 8)}`
}

/** Nothing recorded in an earlier test is still waiting in memory or remembered as seen. */
export async function resetRecording() {
  await flushEventBuffers()
  recentViews.clear()
  await settings.update('statistics', { enable: true, retention_days: 90 })
}

export async function pageViewsOf(visitorId: string) {
  await flushEventBuffers()
  return db.from('statistics_page_views').where('visitor_id', visitorId).orderBy('id')
}

/** A converted, public document that can be downloaded. */
export async function makeDocument(title = `统计测试文档${++counter}`) {
  return DocumentFactory.merge({ title }).create()
}

/** The ds_vid value a response sets, if any. */
export function visitorCookieOf(response: { header(name: string): any }) {
  const header = response.header('set-cookie')
  const cookies: string[] = Array.isArray(header) ? header : header ? [header] : []
  const found = cookies.find((cookie) => cookie.startsWith('ds_vid='))
  return found ? found.slice('ds_vid='.length).split(';')[0] : null
}

/**
 * Sends the ds_vid cookie as a browser does: raw, in the request's cookie jar (the test
 * client rebuilds the Cookie header from its jar, and its own cookie helpers sign or encode).
 */
export function asVisitor<Request extends { cookiesJar: Record<string, { name: string; value: string }> }>(request: Request, id: string) {
  request.cookiesJar.ds_vid = { name: 'ds_vid', value: id }
  return request
}
