import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import registry from '#core/kernel/plugin_registry'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { ExtensionPoint } from '#core/kernel/extension_point'
import PluginState from '#core/kernel/models/plugin_state'
import { queue } from '#core/queue/contracts'
import { settings } from '#core/settings/contracts'
import { createStaff } from '#tests/helpers/users'
import Greeting from '#plugins/hello/models/greeting'
import LifecycleEvent from '#plugins/hello/models/lifecycle_event'
import { HelloPermission } from '#plugins/hello/permissions'
import { dropTestQueues, helloDisabled as disabled, notEnabledReason as reason, resetHello } from './hello_suite.js'

const hooks = async () => (await LifecycleEvent.query().orderBy('id')).map((event) => event.hook)

/** hello as a site meets it the first time: no state, no rows. */
async function freshSite() {
  await PluginState.query().where('id', 'hello').delete()
  await lifecycle.refresh()
  registry.setInactive([])
  await resetHello()
  await LifecycleEvent.query().delete()
}

test.group('hello plugin: lifecycle hooks', (group) => {
  group.each.setup(freshSite)
  group.each.teardown(() => queue.stop())
  // The other hello suites expect it on.
  group.teardown(async () => {
    if (disabled) return
    await lifecycle.enable('hello')
    await dropTestQueues()
  })

  test('install seeds the first greeting once, on the first enable, then enable runs', async ({ assert }) => {
    assert.include(await lifecycle.installNew(), 'hello')
    assert.deepEqual(await hooks(), ['install', 'enable'])
    assert.deepEqual(
      (await Greeting.all()).map((greeting) => greeting.text),
      ['你好，世界']
    )

    assert.deepEqual(await lifecycle.installNew(), [])
    assert.deepEqual(await lifecycle.enable('hello'), { changed: false, ran: [] })
    assert.deepEqual(await hooks(), ['install', 'enable'])
    assert.lengthOf(await Greeting.all(), 1)
  }).skip(disabled, reason)

  test('disable hides its routes, menu, settings, schedule and contributions; enable brings them back', async ({ client, assert }) => {
    await lifecycle.installNew()
    const { user } = await createStaff([HelloPermission.greeting.list])
    const words = new ExtensionPoint<() => string>('test.hello_words')
    words.add('hello', () => 'hello')
    await settings.update('hello', { keep_days: 7 })
    await Greeting.create({ name: 'old', text: '你好，old', createdAt: DateTime.utc().minus({ days: 8 }) })
    await queue.startWorkers({ jobs: ['hello.tidy'] })

    await lifecycle.disable('hello')
    assert.deepEqual(await hooks(), ['install', 'enable', 'disable'])
    assert.isFalse(registry.isEnabled('hello'))
    ;(await client.get('/api/v1/hello')).assertStatus(404)
    ;(await client.get('/api/v1/hello/greeting/list').loginAs(user)).assertStatus(404)
    ;(await client.get('/hello').header('Accept', 'application/json')).assertStatus(404)
    ;(await client.get('/admin/hello/greetings').header('Accept', 'application/json').loginAs(user)).assertStatus(404)
    assert.notExists(registry.adminMenu().find((entry) => entry.page === 'hello/greetings'))
    assert.notExists(registry.settingsGroups().find((entry) => entry.name === 'hello'))
    assert.deepEqual(await words.collect(), [])
    // The daily schedule's tick still reaches the queue, and its job does nothing.
    await queue.dispatch('hello.tidy', {})
    await queue.idle(10_000)
    assert.include(
      (await Greeting.all()).map((greeting) => greeting.name),
      'old',
      'the data stays'
    )

    await lifecycle.enable('hello')
    assert.deepEqual(await hooks(), ['install', 'enable', 'disable', 'enable'])
    ;(await client.get('/api/v1/hello')).assertStatus(200)
    ;(await client.get('/api/v1/hello/greeting/list').loginAs(user)).assertStatus(200)
    assert.exists(registry.adminMenu().find((entry) => entry.page === 'hello/greetings'))
    assert.deepEqual(await words.collect(), ['hello'])
    await queue.dispatch('hello.tidy', {})
    await queue.idle(10_000)
    assert.notInclude(
      (await Greeting.all()).map((greeting) => greeting.name),
      'old'
    )
  })
    .skip(disabled, reason)
    .timeout(60_000)

  test('uninstall keeps the data unless asked to purge; purged, enabling installs afresh', async ({ assert }) => {
    await lifecycle.installNew()
    await Greeting.create({ name: '小明', text: '你好，小明' })

    await lifecycle.uninstall('hello', { purge: false })
    assert.deepEqual(await hooks(), ['install', 'enable', 'disable', 'uninstall'])
    assert.lengthOf(await Greeting.all(), 2)
    assert.isFalse(registry.isEnabled('hello'))

    await lifecycle.uninstall('hello', { purge: true })
    assert.lengthOf(await Greeting.all(), 0)
    assert.deepEqual(await hooks(), [])
    assert.isNull((await PluginState.findOrFail('hello')).installedAt)

    assert.deepEqual(await lifecycle.enable('hello'), { changed: true, ran: ['install', 'enable'] })
    assert.deepEqual(
      (await Greeting.all()).map((greeting) => greeting.text),
      ['你好，世界']
    )
  }).skip(disabled, reason)
})
