import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, openPage, overflowOf, snapshot } from '#tests/helpers/browser'

const box = (locator: any) => locator.evaluate((element: any) => element.getBoundingClientRect().toJSON())

test.group('The phone reader keeps download and favourite within reach', (group) => {
  group.each.timeout(300_000)

  test('at 390 px a bar above the tab bar holds 下载 and 收藏 wherever one reads, clear of the assistant and the page end', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 8, preview: 8, title: '底栏测试文档' })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, `/document/${document.id}?page=5`, PHONE)
    const dock = page.getByTestId('reader-dock')
    await dock.waitFor()
    await dock.getByTestId('reader-download').waitFor()

    const bar = await box(dock)
    const tabBar = await box(page.getByRole('navigation', { name: '底部导航' }))
    assert.equal(Math.round(bar.bottom), Math.round(tabBar.top), 'the bar sits on the tab bar while page 5 is read')
    assert.equal(Math.round(tabBar.bottom), PHONE.height)
    assert.equal(Math.round(bar.width), PHONE.width)
    if (registry.isEnabled('community')) {
      // One favourite bar on the page: in the dock, not above the comments too.
      await page.assertElementsCount('[data-testid="favorite-button"]', 1)
      await dock.getByTestId('favorite-button').click()
      await dock.getByTestId('favorite-button').getByText('已收藏 1').waitFor()
    }
    const fab = page.getByTestId('assistant-fab')
    if (await fab.count()) {
      const button = await box(fab)
      assert.isAtMost(button.bottom, bar.top, 'the assistant button does not cover the bar')
    }

    await page.evaluate(() => (globalThis as any).scrollTo(0, (globalThis as any).document.documentElement.scrollHeight))
    await page.waitForFunction(() => {
      const browser = globalThis as any
      return Math.abs(browser.scrollY + browser.innerHeight - browser.document.documentElement.scrollHeight) < 2
    })
    const lastCard = await box(page.locator('.ds-reader__side > section').last())
    assert.isAtMost(Math.round(lastCard.bottom), Math.round((await box(dock)).top), 'the end of the page scrolls clear of the bar')
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'reader-dock-phone', { fullPage: false })
  })

  test('at 1280 px there is no bottom bar: 收藏 stays above the comments and 下载 in the side card', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 4, preview: 4, title: '底栏桌面文档' })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await page.locator('.ds-reader-info__get').getByTestId('reader-download').waitFor()
    await page.assertElementsCount('[data-testid="reader-dock"]', 0)
    if (registry.isEnabled('community')) {
      await page.locator('section[aria-label="收藏与举报"]').getByTestId('favorite-button').waitFor()
      await page.assertElementsCount('[data-testid="favorite-button"]', 1)
    }
    assert.equal(await overflowOf(page), 0)
  })
})
