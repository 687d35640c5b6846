import { definePlugin } from '#core/kernel/define_plugin'
import queue from './queue_service.js'
import { logRedisOutages } from './redis_outage_log.js'

/**
 * Jobs and schedules come from the manifests; this module only starts what the process
 * runs once the app is ready (see autostartPlan) and stops it on shutdown.
 */
export default definePlugin({
  id: 'queue',
  title: '任务队列',
  async boot({ app }) {
    await logRedisOutages(app)
    await app.ready(() => queue.autostart(app.getEnvironment()))
  },
  async shutdown() {
    await queue.stop()
  },
})
