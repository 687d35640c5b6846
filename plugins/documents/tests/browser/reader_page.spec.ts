import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { openPage, snapshot } from '#tests/helpers/browser'

test.group('Reading a document in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await settings.update('download', { enable_guest_download: true, times_every_day: 100, times_every_ip: 100 })
    await settings.update('display', { pages_per_read: 3 })
  })

  test('a visitor reads on with 继续阅读, reaches the remaining-pages panel and downloads', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 9, preview: 6, title: '浏览器阅读测试' })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.assertTextContains('h1', '浏览器阅读测试')
    await page.assertElementsCount('.ds-reader-page', 2)
    await page.mouse.wheel(0, 2000)

    await page.getByRole('button', { name: '继续阅读' }).click()
    await page.assertElementsCount('.ds-reader-page', 5)
    await page.getByRole('button', { name: '继续阅读' }).click()
    await page.assertElementsCount('.ds-reader-page', 6)
    await page.assertNotExists('button:has-text("继续阅读")')

    const panel = page.getByTestId('reader-rest')
    await panel.scrollIntoViewIfNeeded()
    await panel.getByText('还有 3 页未读，下载后阅读全部').waitFor()
    const last = page.locator('.ds-reader-page[data-page="6"] img')
    await last.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => {
      const image = (globalThis as any).document.querySelector('.ds-reader-page[data-page="6"] img')
      return image?.complete && image.naturalWidth > 0
    })
    await snapshot(page, 'reader_desktop')

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('reader-download').click()])
    assert.match(download.suggestedFilename(), /浏览器阅读测试\.pdf$/)
    assert.isNull(await download.failure())
  })

  test('a member downloads at phone width, where nothing overflows', async ({ visit, browserContext, assert }) => {
    await settings.update('download', { enable_guest_download: false })
    const document = await createReaderDocument({ pages: 4, preview: 2 })
    const user = await createUser()
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(user)}` })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = await page.evaluate(() => {
      const browser = globalThis as any
      return browser.document.documentElement.scrollWidth - browser.innerWidth
    })
    assert.isAtMost(overflow, 0)
    await page.getByText('还有 2 页未读，下载后阅读全部').waitFor()
    await snapshot(page, 'reader_phone')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('reader-rest').getByTestId('reader-download').click(),
    ])
    assert.isNull(await download.failure())
    await document.refresh()
    assert.equal(document.downloadCount, 1)
  })

  test('在文档中搜索 lists the pages with the phrase and jumps to one, revealing the pages before it', async ({ visit, assert }) => {
    const pageTexts = ['引言', '目录', '第一节 概述', '第二节 违约责任的认定', '附录', '第六页 违约金（下载后可读）']
    const document = await createReaderDocument({ pages: 6, preview: 5, pageTexts })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.assertElementsCount('.ds-reader-page', 2)

    const search = page.getByTestId('reader-page-search')
    await search.getByRole('textbox', { name: '在文档中搜索' }).fill('违约')
    await search.getByRole('button', { name: '搜索' }).click()
    const result = page.getByTestId('reader-page-search-result')
    // Visitors search the pages they may read: page 6 is beyond the preview.
    await result.getByText('在 5 页中找到 1 页包含“违约”').waitFor()
    assert.equal(await result.locator('em').first().textContent(), '违约')

    await result.getByRole('button', { name: /第 4 页/ }).click()
    await page.assertElementsCount('.ds-reader-page', 4)
    await page.waitForFunction(() => {
      const target = (globalThis as any).document.querySelector('.ds-reader-page[data-page="4"]')
      const box = target?.getBoundingClientRect()
      return box && box.top < (globalThis as any).innerHeight && box.bottom > 0
    })
    await snapshot(page, 'reader_find')

    await search.getByRole('textbox', { name: '在文档中搜索' }).fill('不存在的词')
    await search.getByRole('textbox', { name: '在文档中搜索' }).press('Enter')
    await result.getByText('在可阅读的 5 页中没有找到“不存在的词”').waitFor()
  })

  test('the uploader, who searches every page, is not told they were all readable', async ({ visit, browserContext }) => {
    const owner = await createUser()
    const document = await createReaderDocument({ userId: owner.id, pages: 6, preview: 2 })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(owner)}` })
    const page = await openPage(visit, `/document/${document.id}`)
    const search = page.getByTestId('reader-page-search')
    await search.getByRole('textbox', { name: '在文档中搜索' }).fill('不存在的词')
    await search.getByRole('button', { name: '搜索' }).click()
    const result = page.getByTestId('reader-page-search-result')
    await result.getByText('在全部 6 页中没有找到“不存在的词”').waitFor()
    await page.assertNotExists('text=在可阅读的 6 页')
  })

  test('a guest who may not download is sent to log in', async ({ visit }) => {
    await settings.update('download', { enable_guest_download: false })
    const document = await createReaderDocument({ pages: 3, preview: 1 })
    const page = await openPage(visit, `/document/${document.id}`)
    await page.getByTestId('reader-rest').getByTestId('reader-download').click()
    await page.waitForURL(/\/login\?redirect=/)
  })
})
