import type { PluginLifecycleHooks } from '#core/kernel/define_plugin'
import { createGreeting } from './actions/create_greeting.js'
import Greeting from './models/greeting.js'
import LifecycleEvent from './models/lifecycle_event.js'

/**
 * hello's lifecycle: install seeds a first greeting, each hook leaves a row in
 * hello_lifecycle_events, and only an uninstall with purge deletes hello's rows.
 */
export const helloLifecycle: PluginLifecycleHooks = {
  async install() {
    await createGreeting({ name: '世界' })
    await LifecycleEvent.create({ hook: 'install' })
  },
  async enable() {
    await LifecycleEvent.create({ hook: 'enable' })
  },
  async disable() {
    await LifecycleEvent.create({ hook: 'disable' })
  },
  async uninstall(_host, { purge }) {
    if (!purge) return void (await LifecycleEvent.create({ hook: 'uninstall' }))
    await Greeting.query().delete()
    await LifecycleEvent.query().delete()
  },
}
