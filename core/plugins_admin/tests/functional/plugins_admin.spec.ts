import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import lifecycle from '#core/kernel/plugin_lifecycle'
import { pluginFolders } from '#core/kernel/plugin_folders'
import PluginState from '#core/kernel/models/plugin_state'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { PluginsAdminPermission } from '#core/plugins_admin/permissions'

/** ads is loaded in the default configuration and no plugin depends on it. */
const notLoaded = !registry.isLoaded('ads') || !registry.isLoaded('categories')
const reason = 'needs the default plugins (ads, categories, documents) loaded'

test.group('插件管理', (group) => {
  // A site that has met its plugins, as after a web start or docsite migrate.
  group.each.setup(async () => {
    await PluginState.query().delete()
    registry.setInactive([])
    await lifecycle.installNew()
    return async () => {
      await PluginState.query().delete()
      registry.setInactive([])
    }
  })

  test('the list needs 查看插件; the actions need 启用、停用与卸载插件', async ({ client, assert }) => {
    ;(await client.get('/api/v1/plugin/list')).assertStatus(401)
    const member = await createUser()
    const refused = await client.get('/api/v1/plugin/list').bearerToken(await tokenFor(member))
    refused.assertStatus(403)
    assert.include(refused.body().message, '查看插件')

    const { user } = await createStaff([PluginsAdminPermission.plugin.list])
    const token = await tokenFor(user)
    ;(await client.get('/api/v1/plugin/list').bearerToken(token)).assertStatus(200)
    const action = await client.put('/api/v1/plugin/disable').bearerToken(token).json({ plugin: 'ads' })
    action.assertStatus(403)
    assert.isTrue(registry.isEnabled('ads'))
  })

  test('it lists every plugin on disk with its title, description and state here', async ({ client, assert }) => {
    const { user } = await createStaff([PluginsAdminPermission.plugin.list])
    const response = await client.get('/api/v1/plugin/list').bearerToken(await tokenFor(user))
    const rows = response.body().plugin as { plugin: string; state: string; title: string; loaded: boolean }[]
    assert.equal(response.body().total, pluginFolders().length)
    assert.sameMembers(
      rows.map((row) => row.plugin),
      pluginFolders()
    )
    for (const row of rows) {
      assert.equal(row.state, registry.isLoaded(row.plugin) ? '已启用' : '未加载', row.plugin)
      assert.isNotEmpty(row.title)
    }
    assert.exists(registry.adminMenu().find((entry) => entry.page === 'plugins' && entry.permission === PluginsAdminPermission.plugin.list))
    // What a plugin needs is named as the operator knows it: other plugins by title, no core modules.
    const documents = response.body().plugin.find((row: { plugin: string }) => row.plugin === 'documents')
    assert.deepEqual(documents.depends_on, ['分类'])
  })

  test('an admin disables and enables a plugin; its menu goes and comes back', async ({ client, assert }) => {
    const { user } = await createStaff([PluginsAdminPermission.plugin.list, PluginsAdminPermission.plugin.manage])
    const token = await tokenFor(user)

    const disabled = await client.put('/api/v1/plugin/disable').bearerToken(token).json({ plugin: 'ads' })
    disabled.assertStatus(200)
    assert.deepEqual(disabled.body(), { changed: true, ran: ['disable'] })
    assert.isFalse(registry.isEnabled('ads'))
    assert.notExists(registry.adminMenu().find((entry) => entry.page === 'advertisement'))
    const listed = await client.get('/api/v1/plugin/list').bearerToken(token)
    assert.equal(listed.body().plugin.find((row: { plugin: string }) => row.plugin === 'ads').state, '已停用')

    const enabled = await client.put('/api/v1/plugin/enable').bearerToken(token).json({ plugin: 'ads' })
    enabled.assertStatus(200)
    assert.isTrue(registry.isEnabled('ads'))
    assert.exists(registry.adminMenu().find((entry) => entry.page === 'advertisement'))
  }).skip(notLoaded, reason)

  test('dependencies are respected with a clear message, and bad input changes nothing', async ({ client, assert }) => {
    const { user } = await createStaff([PluginsAdminPermission.plugin.manage])
    const token = await tokenFor(user)

    const refused = await client.put('/api/v1/plugin/disable').bearerToken(token).json({ plugin: 'categories' })
    refused.assertStatus(400)
    assert.match(refused.body().message, /^无法停用「.+」：已启用的插件.*「文档」.*依赖它，请先停用它们$/)
    assert.isTrue(registry.isEnabled('categories'))

    const core = await client.put('/api/v1/plugin/disable').bearerToken(token).json({ plugin: 'access' })
    core.assertStatus(400)
    assert.equal(core.body().message, '「角色与权限」是核心模块，始终启用')

    ;(await client.put('/api/v1/plugin/uninstall').bearerToken(token).json({ plugin: '../etc' })).assertStatus(400)
    assert.lengthOf(await PluginState.query().where('enabled', false), 0)
    assert.deepEqual(registry.inactive, [])
  }).skip(notLoaded, reason)

  test('uninstall keeps the plugin off and not installed until it is enabled again', async ({ client, assert }) => {
    const { user } = await createStaff([PluginsAdminPermission.plugin.manage])
    const token = await tokenFor(user)
    const response = await client.put('/api/v1/plugin/uninstall').bearerToken(token).json({ plugin: 'ads', purge: false })
    response.assertStatus(200)
    assert.deepEqual(response.body().ran, ['disable', 'uninstall'])
    const state = await PluginState.findOrFail('ads')
    assert.isFalse(state.enabled)
    assert.isNull(state.installedAt)
    assert.equal((await lifecycle.list()).find((row) => row.id === 'ads')?.enabled, false)
  }).skip(notLoaded, reason)
})
