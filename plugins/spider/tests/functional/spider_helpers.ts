import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { fileURLToPath } from 'node:url'
import registry from '#core/kernel/plugin_registry'
import { settings } from '#core/settings/contracts'
import Setting from '#core/settings/models/setting'
import { queue } from '#core/queue/contracts'
import SpiderUrl from '../../models/spider_url.js'
import SpiderDocument from '../../models/spider_document.js'
import { forgetRobots } from '../../services/crawler.js'
import { SpiderPermission } from '../../permissions.js'
import { createStaff, tokenFor } from '#tests/helpers/users'
import { startFixtureServer, type Handler } from '../fixture_server.js'

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
  await db.from('spider_host_turns').delete()
  await Setting.query().where('groupName', 'spider').update({ value: null })
  settings.forget()
  forgetRobots()
}

/** The fixture site and the spider's workers for a test group; `teardown` stops both and clears what the tests left. */
export async function spiderSite(extra: Record<string, Handler> = {}) {
  const server = await startFixtureServer(extra)
  await queue.startWorkers({ jobs: ['spider.crawl', 'spider.collect', 'spider.publish', 'documents.convert', 'search.sync'] })
  return {
    server,
    teardown: async () => {
      await queue.stop()
      await server.close()
      await resetSpider()
    },
  }
}

/** Each test starts with nothing collected and loopback open, as staff holding every spider permission. */
export async function freshSpiderStaff(overrides: Record<string, unknown> = {}) {
  await resetSpider()
  await openLoopback(overrides)
  const { user } = await createStaff([...Object.values(SpiderPermission.url), ...Object.values(SpiderPermission.document)])
  return tokenFor(user)
}
