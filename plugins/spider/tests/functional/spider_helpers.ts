import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import { queue } from '#core/queue/contracts'
import SpiderUrl from '../../models/spider_url.js'
import SpiderDocument from '../../models/spider_document.js'
import { forgetRobots } from '../../services/crawler.js'

export const spiderDisabled = !registry.isEnabled('spider')
export const disabledReason = 'the spider plugin is not enabled (config/plugins.ts or DOCSITE_PLUGINS)'

export function fixture(name: string) {
  return readFile(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)))
}

/** Opens the loopback address for the fixture server and takes the politeness pause out. */
export async function openLoopback(extra: Record<string, unknown> = {}) {
  await settings.update('spider', { allowed_hosts: '127.0.0.1', host_delay_ms: 0, timeout: 5, ...extra })
  forgetRobots()
}

export async function resetSpider() {
  await SpiderDocument.query().delete()
  await SpiderUrl.query().delete()
  await Setting.query().where('groupName', 'spider').update({ value: null })
  settings.forget()
  forgetRobots()
}

export async function runSpiderWorkers() {
  await queue.startWorkers({ jobs: ['spider.crawl', 'spider.collect', 'spider.publish', 'documents.convert', 'search.sync'] })
  return () => queue.stop()
}
