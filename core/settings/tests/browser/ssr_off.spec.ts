import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { DESKTOP, openPage } from '#tests/helpers/browser'

test.group('SSR 配置 off in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    await settings.update('ssr', { enable: true })
  })

  test('with server rendering off, the browser renders the page and it works', async ({ visit, assert }) => {
    await settings.update('ssr', { enable: false })
    const page = await openPage(visit, '/login', DESKTOP)
    await page.getByRole('button', { name: '登录' }).first().waitFor()
    assert.isNull(await page.locator('#app').getAttribute('data-server-rendered'))
    await page.getByRole('link', { name: '注册' }).first().click()
    await page.waitForURL(/\/register/)
  })
})
