import { test } from '@japa/runner'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, openPage, overflowOf, snapshot } from '#tests/helpers/browser'

const toolbarPage = (page: any) => page.getByTestId('reader-toolbar').getByRole('textbox', { name: /页码/ })

/** The number of the page the page bar shows, once it settles on `expected`. */
async function expectPage(page: any, expected: number) {
  await page.waitForFunction(
    (value: string) => (globalThis as any).document.querySelector('[data-testid="reader-toolbar"] input')?.value === value,
    String(expected)
  )
}

test.group('Turning pages in the reader', (group) => {
  group.each.timeout(300_000)

  test('at 1280 px the keys and the page box turn pages, the address follows, the canonical link does not', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 12, preview: 8, title: '翻页测试文档' })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await expectPage(page, 1)
    assert.equal(await page.getByTestId('reader-toolbar').textContent(), '/ 12')

    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('PageDown')
    await expectPage(page, 3)
    await page.waitForURL(new RegExp(`/document/${document.id}\\?page=3$`))

    await toolbarPage(page).fill('7')
    await toolbarPage(page).press('Enter')
    await expectPage(page, 7)
    await page.assertElementsCount('.ds-reader-page', 7)
    await page.waitForURL(/\?page=7$/)
    const top = await page.locator('.ds-reader-page[data-page="7"]').evaluate((box: any) => box.getBoundingClientRect().top)
    assert.isAbove(top, 60, 'the page lands below the sticky header')
    assert.isBelow(top, 200)

    await page.keyboard.press('End')
    await expectPage(page, 8)
    await page.keyboard.press('ArrowLeft')
    await expectPage(page, 7)

    await toolbarPage(page).fill('11')
    await toolbarPage(page).press('Enter')
    await page.getByText('可在线阅读前 8 页，第 11 页请下载后阅读').waitFor()
    await expectPage(page, 7)

    await page.keyboard.press('Home')
    await expectPage(page, 1)
    await page.waitForURL(new RegExp(`/document/${document.id}$`))
    assert.match(await page.locator('link[rel="canonical"]').getAttribute('href'), new RegExp(`/document/${document.id}$`))
  })

  test('keys typed into a field stay in it', async ({ visit }) => {
    const document = await createReaderDocument({ pages: 6, preview: 6 })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    const search = page.getByTestId('reader-page-search').getByRole('textbox', { name: '在文档中搜索' })
    await search.fill('违约')
    await search.press('End')
    await search.press('ArrowRight')
    await page.waitForTimeout(400)
    await expectPage(page, 1)
  })

  test('an address with ?page= opens there, and at 390 px the buttons turn pages clear of the assistant button', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 10, preview: 6 })
    const page = await openPage(visit, `/document/${document.id}?page=4`, PHONE)
    await expectPage(page, 4)
    const bar = page.getByTestId('reader-toolbar')
    await bar.getByRole('button', { name: '下一页' }).click()
    await expectPage(page, 5)
    await bar.getByRole('button', { name: '下一页' }).click()
    await expectPage(page, 6)
    assert.isTrue(await bar.getByRole('button', { name: '下一页' }).isDisabled(), 'page 6 is the last readable one')
    await bar.getByRole('button', { name: '上一页' }).click()
    await expectPage(page, 5)
    await page.waitForURL(/\?page=5$/)
    assert.isAtMost(await overflowOf(page), 0)

    const fab = await page.getByTestId('assistant-fab').boundingBox()
    const number = await page.locator('.ds-reader-page[data-page="5"] .ds-reader-page__number').boundingBox()
    if (fab && number) assert.isBelow(number.x + number.width, fab.x, 'the page number sits left of the assistant button')
    await snapshot(page, 'reader_turn_phone', { fullPage: false })
  })
})
