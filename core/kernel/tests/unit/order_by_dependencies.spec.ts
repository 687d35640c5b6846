import { test } from '@japa/runner'
import { definePlugin, type PluginManifest } from '#core/kernel/define_plugin'
import { orderByDependencies, PluginDependencyError, PluginRegistry, PluginContractError } from '#core/kernel/plugin_registry'

const plugin = (id: string, dependsOn: string[] = [], extra: Partial<PluginManifest> = {}) =>
  definePlugin({ id, title: id, dependsOn, ...extra })

const ids = (manifests: PluginManifest[]) => manifests.map((manifest) => manifest.id)

test.group('orderByDependencies', () => {
  test('puts every plugin after the plugins it depends on', ({ assert }) => {
    const ordered = ids(
      orderByDependencies([
        plugin('commerce', ['accounts', 'documents']),
        plugin('documents', ['accounts', 'storage']),
        plugin('storage'),
        plugin('accounts'),
      ])
    )
    for (const [dependent, dependency] of [
      ['commerce', 'accounts'],
      ['commerce', 'documents'],
      ['documents', 'accounts'],
      ['documents', 'storage'],
    ]) {
      assert.isBelow(ordered.indexOf(dependency), ordered.indexOf(dependent), `${dependency} before ${dependent}`)
    }
  })

  test('is stable: independent plugins come in id order whatever the input order', ({ assert }) => {
    const first = ids(orderByDependencies([plugin('b'), plugin('c'), plugin('a')]))
    const second = ids(orderByDependencies([plugin('c'), plugin('a'), plugin('b')]))
    assert.deepEqual(first, ['a', 'b', 'c'])
    assert.deepEqual(second, first)
  })

  test('refuses a cycle and names the plugins in it', ({ assert }) => {
    assert.throws(
      () => orderByDependencies([plugin('a', ['b']), plugin('b', ['c']), plugin('c', ['a'])]),
      PluginDependencyError,
      /cycle: a -> b -> c -> a/
    )
    assert.throws(() => orderByDependencies([plugin('self', ['self'])]), PluginDependencyError, /cycle: self -> self/)
  })

  test('puts a plugin after the loaded plugins it enhances, and a missing one is no error', ({ assert }) => {
    const ordered = ids(orderByDependencies([plugin('a_hello', [], { enhances: ['documents', 'spider'] }), plugin('documents')]))
    assert.deepEqual(ordered, ['documents', 'a_hello'])
    assert.deepEqual(ids(orderByDependencies([plugin('a_hello', [], { enhances: ['documents'] })])), ['a_hello'])
  })

  test('refuses a dependency that is not enabled', ({ assert }) => {
    assert.throws(
      () => orderByDependencies([plugin('articles', ['community'])]),
      PluginDependencyError,
      'Plugin "articles" depends on "community", which is not enabled'
    )
  })
})

test.group('PluginRegistry.load', () => {
  test('refuses a plugin listed twice', ({ assert }) => {
    assert.throws(() => new PluginRegistry().load([plugin('a'), plugin('a')]), PluginDependencyError, /listed twice/)
  })

  test('refuses two jobs with one name and a schedule of an unknown job', ({ assert }) => {
    const job = { name: 'a.run', handle: async () => {} }
    assert.throws(
      () => new PluginRegistry().load([plugin('a', [], { jobs: [job] }), plugin('b', [], { jobs: [job] })]),
      PluginContractError,
      /Job "a.run" is declared by both "a" and "b"/
    )
    assert.throws(
      () => new PluginRegistry().load([plugin('a', [], { schedules: [{ name: 'a.nightly', everyMs: 60_000, job: 'a.missing' }] })]),
      PluginContractError,
      /enqueues job "a.missing"/
    )
  })

  test('lists jobs and schedules with their owner, in dependency order', ({ assert }) => {
    const registry = new PluginRegistry()
    registry.load([
      plugin('b', ['a'], { jobs: [{ name: 'b.work', handle: async () => {} }] }),
      plugin('a', [], {
        jobs: [{ name: 'a.work', handle: async () => {} }],
        schedules: [{ name: 'a.hourly', everyMs: 3_600_000, job: 'b.work' }],
      }),
    ])
    assert.deepEqual(
      registry.jobs().map((job) => `${job.plugin}:${job.name}`),
      ['a:a.work', 'b:b.work']
    )
    assert.equal(registry.schedules()[0].plugin, 'a')
    assert.equal(registry.findJob('b.work')?.plugin, 'b')
  })
})
