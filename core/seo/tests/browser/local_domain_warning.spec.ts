import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { DESKTOP, openPage, overflowOf, PHONE, signInAsAdmin, snapshot } from '#tests/helpers/browser'

test.group('Dashboard: localhost domain warning in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    const domain = await settings.get<string>('system', 'domain')
    await settings.update('system', { domain: 'http://localhost:3333' })
    return async () => {
      await settings.update('system', { domain })
    }
  })

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the warning is readable and leads to 系统设置 (${name})`, async ({ visit, browserContext, assert }) => {
      await signInAsAdmin(browserContext)
      const page = await openPage(visit, '/admin', viewport)
      const card = page.locator('[data-widget="seo.local_domain"]')
      await card.waitFor({ state: 'visible' })
      assert.include(await card.innerText(), '网站域名仍是本机地址')
      assert.equal(await card.locator('a', { hasText: '查看详情' }).getAttribute('href'), '/admin/config/system')
      assert.equal(await overflowOf(page), 0, 'nothing overflows sideways')
      await snapshot(page, `local-domain-warning-${name}`, { fullPage: false })
    })
  }
})
