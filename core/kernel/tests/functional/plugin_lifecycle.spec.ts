import { test } from '@japa/runner'
import { definePlugin, type PluginManifest } from '#core/kernel/define_plugin'
import { PluginRegistry } from '#core/kernel/plugin_registry'
import { PluginLifecycle, PluginLifecycleError } from '#core/kernel/plugin_lifecycle'
import PluginState from '#core/kernel/models/plugin_state'

/**
 * The lifecycle over a registry of its own (two scratch plugins, beta depending on alpha)
 * and the real plugin_states table: which hooks run, when, and what is refused.
 */
const IDS = ['lc_alpha', 'lc_beta']
let calls: string[] = []

function hooks(id: string): Partial<PluginManifest> {
  return {
    install: () => void calls.push(`${id}:install`),
    enable: () => void calls.push(`${id}:enable`),
    disable: () => void calls.push(`${id}:disable`),
    uninstall: (_host, { purge }) => void calls.push(`${id}:uninstall${purge ? ':purge' : ''}`),
  }
}

/** One web process (or CLI) of the site: its own registry over the same table. */
function processOfTheSite() {
  const registry = new PluginRegistry()
  registry.load([
    definePlugin({ id: 'lc_alpha', title: 'Alpha', ...hooks('lc_alpha') }),
    definePlugin({ id: 'lc_beta', title: 'Beta', dependsOn: ['lc_alpha'], ...hooks('lc_beta') }),
  ])
  return { registry, lifecycle: new PluginLifecycle(registry, () => ({}) as any) }
}

test.group('Plugin lifecycle', (group) => {
  group.each.setup(async () => {
    calls = []
    await PluginState.query().whereIn('id', IDS).delete()
    return async () => {
      await PluginState.query().whereIn('id', IDS).delete()
    }
  })

  test('a plugin new to the site is installed once, dependencies first, then enabled', async ({ assert }) => {
    const { lifecycle, registry } = processOfTheSite()
    assert.deepEqual(await lifecycle.installNew(), IDS)
    assert.deepEqual(calls, ['lc_alpha:install', 'lc_alpha:enable', 'lc_beta:install', 'lc_beta:enable'])
    assert.isTrue(registry.isEnabled('lc_beta'))

    const other = processOfTheSite()
    assert.deepEqual(await other.lifecycle.installNew(), [], 'another process finds them installed')
    assert.lengthOf(calls, 4)
    const state = await PluginState.findOrFail('lc_alpha')
    assert.isTrue(state.enabled)
    assert.exists(state.installedAt)
  })

  test('disable keeps the row, refuses while an enabled plugin depends on it, and reaches other processes on refresh', async ({
    assert,
  }) => {
    const web = processOfTheSite()
    const cli = processOfTheSite()
    await web.lifecycle.installNew()
    calls = []

    await assert.rejects(() => cli.lifecycle.disable('lc_alpha'), '无法停用「Alpha」：已启用的插件「Beta」依赖它，请先停用它们')
    assert.deepEqual(await cli.lifecycle.disable('lc_beta'), { changed: true, ran: ['disable'] })
    assert.deepEqual(await cli.lifecycle.disable('lc_beta'), { changed: false, ran: [] })
    assert.deepEqual(calls, ['lc_beta:disable'])

    assert.isTrue(web.registry.isEnabled('lc_beta'), 'the web process has not looked yet')
    await web.lifecycle.refresh()
    assert.isFalse(web.registry.isEnabled('lc_beta'))
    assert.isTrue(web.registry.isLoaded('lc_beta'))

    await cli.lifecycle.disable('lc_alpha')
    await assert.rejects(() => cli.lifecycle.enable('lc_beta'), '无法启用「Beta」：请先启用它依赖的插件「Alpha」')
    assert.isFalse((await PluginState.findOrFail('lc_beta')).enabled)
  })

  test('enabling again runs enable only; uninstall runs its hook with purge and enabling later installs afresh', async ({ assert }) => {
    const { lifecycle, registry } = processOfTheSite()
    await lifecycle.installNew()
    await lifecycle.disable('lc_beta')
    calls = []
    assert.deepEqual(await lifecycle.enable('lc_beta'), { changed: true, ran: ['enable'] })

    assert.deepEqual(await lifecycle.uninstall('lc_beta', { purge: true }), { changed: true, ran: ['disable', 'uninstall'] })
    assert.deepEqual(calls, ['lc_beta:enable', 'lc_beta:disable', 'lc_beta:uninstall:purge'])
    const state = await PluginState.findOrFail('lc_beta')
    assert.isFalse(state.enabled)
    assert.isNull(state.installedAt)
    assert.isFalse(registry.isEnabled('lc_beta'))

    const restarted = processOfTheSite()
    assert.deepEqual(await restarted.lifecycle.installNew(), [], 'an uninstalled plugin is not reinstalled by a restart')
    await restarted.lifecycle.refresh()
    assert.isFalse(restarted.registry.isEnabled('lc_beta'))

    calls = []
    assert.deepEqual(await lifecycle.enable('lc_beta'), { changed: true, ran: ['install', 'enable'] })
    await lifecycle.uninstall('lc_beta', { purge: false })
    assert.include(calls, 'lc_beta:uninstall')
  })

  test('core modules and plugins this process did not load are refused with a clear message', async ({ assert }) => {
    const { lifecycle } = processOfTheSite()
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run()
      } catch (error) {
        assert.instanceOf(error, PluginLifecycleError)
        return (error as Error).message
      }
      assert.fail('expected a refusal')
    }
    assert.equal(await refusal(() => lifecycle.disable('settings')), '「settings」是核心模块，始终启用')
    assert.equal(
      await refusal(() => lifecycle.enable('lc_gamma')),
      '插件「lc_gamma」未加载：先把它加入 config/plugins.ts（或 DOCSITE_PLUGINS）并重启'
    )
    assert.lengthOf(await PluginState.query().whereIn('id', IDS), 0)
  })

  test('a failing install leaves no state, so the next start tries again', async ({ assert }) => {
    const registry = new PluginRegistry()
    registry.load([definePlugin({ id: 'lc_alpha', title: 'Alpha', install: () => Promise.reject(new Error('seed failed')) })])
    const lifecycle = new PluginLifecycle(registry, () => ({}) as any)
    await assert.rejects(() => lifecycle.installNew(), 'seed failed')
    assert.isNull(await PluginState.find('lc_alpha'))
  })
})
