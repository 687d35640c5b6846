import logger from '@adonisjs/core/services/logger'
import { definePlugin } from '#core/kernel/define_plugin'
import { pluginSwitches } from '#core/kernel/plugin_switches'
import { frontDoor } from './front_door.js'
import { pageCacheOptions } from './page_cache_options.js'
import { EVERYTHING, invalidateTags, publishInvalidationsWith, settleInvalidations } from './services/invalidations.js'
import { watchConnections } from './services/watch_connections.js'
import { followInvalidations, writeInvalidations } from './services/invalidation_feed.js'
import { shareInvalidations } from './services/shared_invalidations.js'
import { pageCacheLayer } from './services/page_layer.js'
import { staticFilesLayer } from './services/static_files.js'
import { flushCounters } from './services/batched_counter.js'
import { flushDeferredInvalidations } from './services/deferred_invalidations.js'

let feed: ReturnType<typeof followInvalidations> | null = null
let shared: Awaited<ReturnType<typeof shareInvalidations>> | null = null

/**
 * Anonymous visitors' pages kept and served before the application (front_door.ts), with
 * every database write invalidating the pages that read its table: in this process at once,
 * on the other nodes through Redis when the site has it, and otherwise from the CLI or a
 * worker through a table the web process polls. Hashed assets and public files come from memory.
 */
export default definePlugin({
  id: 'page_cache',
  title: '页面缓存',
  async boot({ app }) {
    if (!pageCacheOptions.enabled) return
    const serves = ['web', 'test'].includes(app.getEnvironment())
    await watchConnections(app)
    shared = pageCacheOptions.shared ? await shareInvalidations(app, { listen: serves }) : null
    publishInvalidationsWith(async (tags) => {
      if (shared) await shared.publish(tags)
      else if (!serves) await writeInvalidations(tags)
    })
    pluginSwitches.add('page_cache', async () => invalidateTags([EVERYTHING]))
    if (!serves) return
    frontDoor.use(staticFilesLayer(app.publicPath()))
    frontDoor.use(pageCacheLayer())
    if (!shared) feed = followInvalidations()
  },
  async shutdown() {
    // Counts that cannot be written now (the database already gone, as at the end of a test run)
    // are lost with a warning: stopping must not fail over them.
    await flushCounters().catch((error) => logger.warn({ err: error }, 'page cache: counted hits could not be written on shutdown'))
    flushDeferredInvalidations()
    await settleInvalidations()
    publishInvalidationsWith(null)
    feed?.stop()
    feed = null
    await shared?.stop()
    shared = null
    frontDoor.clear()
  },
})
