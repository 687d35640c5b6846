import { test } from '@japa/runner'
import { definePlugin, type PluginManifest } from '#core/kernel/define_plugin'
import { PluginRegistry } from '#core/kernel/plugin_registry'
import { ExtensionPoint } from '#core/kernel/extension_point'
import { answerActiveOwners } from '#core/kernel/active_owners'
import registry from '#core/kernel/plugin_registry'
import { fastRoutes } from '#core/kernel/http/fast_routes'

const plugin = (id: string, extra: Partial<PluginManifest> = {}) => definePlugin({ id, title: id, ...extra })

function scratchRegistry(ran: string[]) {
  const scratch = new PluginRegistry()
  scratch.load([
    plugin('alpha', {
      adminMenu: [{ page: 'alpha/list', title: 'Alpha', permission: 'public', component: 'alpha/admin/list' }],
      jobs: [{ name: 'alpha.work', handle: async () => void ran.push('alpha.work') }],
      schedules: [{ name: 'alpha.nightly', everyMs: 60_000, job: 'alpha.work' }],
    }),
    plugin('beta', { adminMenu: [{ page: 'beta/list', title: 'Beta', permission: 'public', component: 'beta/admin/list' }] }),
  ])
  return scratch
}

const context = { attempt: 1, jobId: '1', signal: new AbortController().signal }

test.group('Plugin registry: active and inactive plugins', () => {
  test('an inactive plugin stays loaded but leaves the menu, and comes back when active again', ({ assert }) => {
    const scratch = scratchRegistry([])
    scratch.setInactive(['alpha', 'unknown'])
    assert.isTrue(scratch.isLoaded('alpha'))
    assert.isFalse(scratch.isEnabled('alpha'))
    assert.isTrue(scratch.isEnabled('beta'))
    assert.deepEqual(scratch.inactive, ['alpha'], 'ids that are not loaded are ignored')
    assert.deepEqual(
      scratch.adminMenu().map((entry) => entry.page),
      ['beta/list']
    )

    scratch.setInactive([])
    assert.isTrue(scratch.isEnabled('alpha'))
    assert.deepEqual(
      scratch.adminMenu().map((entry) => entry.page),
      ['alpha/list', 'beta/list']
    )
  })

  test("an inactive plugin's jobs run nothing, its schedules stay declared for when it comes back", async ({ assert }) => {
    const ran: string[] = []
    const scratch = scratchRegistry(ran)
    scratch.setInactive(['alpha'])
    await scratch.findJob('alpha.work')!.handle({}, context)
    assert.deepEqual(ran, [])
    assert.deepEqual(
      scratch.schedules().map((schedule) => schedule.name),
      ['alpha.nightly']
    )

    scratch.setInactive([])
    await scratch.findJob('alpha.work')!.handle({}, context)
    assert.deepEqual(ran, ['alpha.work'])
  })
})

test.group('Extension points and fast routes follow the owner being active', (group) => {
  group.each.teardown(() => answerActiveOwners((owner) => registry.isActiveOwner(owner)))

  test('handlers() and collect() skip the handlers of inactive owners, live', async ({ assert }) => {
    const off = new Set<string>()
    answerActiveOwners((owner) => !off.has(owner))
    const point = new ExtensionPoint<() => string>('test.words')
    point.add('alpha', () => 'a')
    point.add('beta', () => 'b')
    assert.deepEqual(await point.collect(), ['a', 'b'])
    off.add('alpha')
    assert.deepEqual(await point.collect(), ['b'])
    assert.lengthOf(point.handlers(), 1)
    off.delete('alpha')
    assert.deepEqual(await point.collect(), ['a', 'b'])
  })

  test('the default registry answers for extension points: a loaded plugin switched off loses its handlers', async ({ assert }) => {
    const loaded = registry.plugins.find((manifest) => manifest.id !== 'settings')!.id
    const point = new ExtensionPoint<() => string>('test.owner')
    point.add(loaded, () => loaded)
    registry.setInactive([loaded])
    try {
      assert.deepEqual(await point.collect(), [])
    } finally {
      registry.setInactive([])
    }
    assert.deepEqual(await point.collect(), [loaded])
  })

  test('a fast route of an inactive owner hands the call back to the router', ({ assert }) => {
    // A path and owner of its own: fast routes are global to the process and have no removal.
    const off = new Set<string>(['test_fast_owner'])
    answerActiveOwners((owner) => !off.has(owner))
    fastRoutes.add('test_fast_owner', 'GET', '/test-fast-owner.txt', async () => false)
    assert.isUndefined(fastRoutes.find('GET', '/test-fast-owner.txt'))
    off.clear()
    assert.isFunction(fastRoutes.find('GET', '/test-fast-owner.txt'))
  })
})
