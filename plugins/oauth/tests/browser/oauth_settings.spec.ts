import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import registry from '#core/kernel/plugin_registry'
import { DESKTOP, openPage, overflowOf, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'

const disabled = !registry.isEnabled('oauth')

test.group('oauth: 系统设置 → 第三方登录 in a browser', (group) => {
  let domain = ''
  group.setup(async () => {
    domain = String(await settings.get('system', 'domain'))
    await settings.update('system', { domain: 'https://docs.example.com' })
    return async () => {
      await settings.update('system', { domain })
    }
  })
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`each provider's fields carry its own names and its exact callback URL to copy (${label})`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      await signInAsAdmin(browserContext)
      await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'])
      const page = await openPage(visit, '/admin/config/oauth', viewport)
      for (const name of ['QQ APP ID', 'QQ APP Key', '微信 AppID', '微信 AppSecret', 'GitHub Client ID', 'GitHub Client secret']) {
        await page.locator('label', { hasText: new RegExp(`^${name}$`) }).waitFor()
      }
      assert.equal(await page.getByText(/Client ID/).count(), await page.getByText(/GitHub Client ID|Gitee Client ID/).count())

      for (const provider of ['github', 'google', 'gitee', 'qq', 'wechat']) {
        const note = page.getByTestId(`note-${provider}_client_id`)
        assert.equal((await note.innerText()).trim(), `回调地址：https://docs.example.com/oauth/${provider}`)
      }
      const event = page.getByTestId('note-officialaccount_appid')
      assert.include(await event.innerText(), 'https://docs.example.com/api/v1/oauth/officialaccount/event')

      const qq = page.getByTestId('note-qq_client_id')
      await qq.scrollIntoViewIfNeeded()
      await qq.getByRole('button', { name: '复制回调地址' }).click()
      await qq.getByText('复制成功').waitFor()
      assert.equal(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText()), 'https://docs.example.com/oauth/qq')
      assert.equal(await overflowOf(page), 0)
      await snapshot(page, `oauth_settings_${label}`, { fullPage: false })
    }).skip(disabled, 'the oauth plugin is not enabled')
  }
})
