import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import lifecycle from '#core/kernel/plugin_lifecycle'
import PluginState from '#core/kernel/models/plugin_state'
import { DESKTOP, modalButton, openPage, signInAsAdmin } from '#tests/helpers/browser'

const row = (page: any, id: string) => page.locator('.semi-table-tbody tr.semi-table-row', { has: page.getByText(id, { exact: true }) })

test.group('插件管理 in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await PluginState.query().delete()
    registry.setInactive([])
    await lifecycle.installNew()
    return async () => {
      await PluginState.query().delete()
      registry.setInactive([])
    }
  })

  test('an admin disables a plugin after confirming, sees its state change, and enables it again', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/plugins', DESKTOP)
    const ads = row(page, 'ads')
    await ads.getByText('已启用').waitFor()

    await ads.getByRole('button', { name: '停用' }).click()
    await page.getByText('停用插件「广告与横幅」？').waitFor()
    await modalButton(page, '停用').click()
    await ads.getByText('已停用').waitFor()
    assert.isFalse(registry.isEnabled('ads'))

    await ads.getByRole('button', { name: '启用' }).click()
    await modalButton(page, '启用').click()
    await ads.getByText('已启用').waitFor()
    assert.isTrue(registry.isEnabled('ads'))
  }).skip(!registry.isLoaded('ads'), 'needs the ads plugin loaded')

  test('a refused action shows the server message and changes nothing', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/plugins', DESKTOP)
    await row(page, 'categories').getByRole('button', { name: '停用' }).click()
    await modalButton(page, '停用').click()
    await page.getByText(/已启用的插件.*「文档」.*依赖它，请先停用它们/).waitFor()
    assert.isTrue(registry.isEnabled('categories'))
  }).skip(!registry.isLoaded('documents'), 'needs the documents plugin loaded')
})
