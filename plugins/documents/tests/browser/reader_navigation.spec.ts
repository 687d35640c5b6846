import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
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
    assert.equal(await page.locator('.ds-reader-toolbar__where').textContent(), '/ 12')

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

  test('an address with ?page= opens there; at 390 px the buttons turn pages clear of the assistant button, the pages take the width and the bar leaves while one reads on', async ({
    visit,
    assert,
  }) => {
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
    assert.notInclude(await bar.getAttribute('class'), 'is-tucked', 'turning from the bar keeps it in view')
    const pageWidth = await page.locator('.ds-reader-page[data-page="5"]').evaluate((box: any) => box.getBoundingClientRect().width)
    assert.equal(Math.round(pageWidth), PHONE.width, 'the page takes the whole width')

    await page.mouse.wheel(0, 500)
    await page.waitForFunction(() =>
      (globalThis as any).document.querySelector('[data-testid="reader-toolbar"]').classList.contains('is-tucked')
    )
    await page.mouse.wheel(0, -200)
    await page.waitForFunction(
      () => !(globalThis as any).document.querySelector('[data-testid="reader-toolbar"]').classList.contains('is-tucked')
    )
    await bar.getByRole('button', { name: '上一页' }).click()

    const fab = await page.getByTestId('assistant-fab').boundingBox()
    const number = await page.locator('.ds-reader-page[data-page="5"] .ds-reader-page__number').boundingBox()
    if (fab && number) assert.isBelow(number.x + number.width, fab.x, 'the page number sits left of the assistant button')
    await snapshot(page, 'reader_turn_phone', { fullPage: false })
  })

  test('at 1280 px zoom resizes the pages, 适合页面 fits one in the window, the choice is kept, and full screen keeps the keys', async ({
    visit,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 8, preview: 8 })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    const firstPage = page.locator('.ds-reader-page[data-page="1"]')
    const box = () => firstPage.evaluate((element: any) => element.getBoundingClientRect().toJSON())
    const fitWidth = (await box()).width
    const bar = page.getByTestId('reader-toolbar')

    await bar.getByRole('button', { name: '放大' }).click()
    await bar.getByRole('button', { name: '缩放：125%' }).waitFor()
    assert.closeTo((await box()).width, fitWidth * 1.25, 2)
    const sideways = await page.locator('.ds-reader-pages__sheets').evaluate((sheets: any) => sheets.scrollWidth - sheets.clientWidth)
    assert.isAbove(sideways, 0, 'the zoomed pages scroll sideways in their column')
    assert.isAtMost(await overflowOf(page), 0, 'the site itself does not')

    await bar.getByRole('button', { name: '缩放：125%' }).click()
    await page.getByRole('menuitem', { name: '适合页面' }).click()
    await bar.getByRole('button', { name: '缩放：适合页面' }).waitFor()
    const fitted = await box()
    assert.isAtMost(fitted.height, await page.evaluate(() => (globalThis as any).innerHeight))
    assert.isBelow(fitted.width, fitWidth)

    await page.reload()
    await page.waitForSelector('body[data-hydrated]')
    await bar.getByRole('button', { name: '缩放：适合页面' }).waitFor()

    await bar.getByRole('button', { name: '全屏阅读' }).click()
    await page.waitForFunction(() => (globalThis as any).document.fullscreenElement?.dataset.testid === 'reader-pages')
    await page.keyboard.press('ArrowRight')
    await expectPage(page, 2)
    await snapshot(page, 'reader_full_screen', { fullPage: false })
    await bar.getByRole('button', { name: '退出全屏' }).click()
    await page.waitForFunction(() => (globalThis as any).document.fullscreenElement === null)
  })

  test('at 390 px, where a browser has no Fullscreen API, the pages cover the window until Escape', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 5, preview: 5 })
    const page = await visit('about:blank')
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => {
      Object.defineProperty((globalThis as any).Document.prototype, 'fullscreenEnabled', { get: () => false })
    })
    await page.goto(`/document/${document.id}`)
    await page.waitForSelector('body[data-hydrated]')
    assert.isFalse(await page.getByRole('button', { name: '放大' }).isVisible(), 'phones zoom with their fingers')

    await page.getByTestId('reader-toolbar').getByRole('button', { name: '全屏阅读' }).click()
    const covering = page.locator('.ds-reader-pages.is-covering')
    await covering.waitFor()
    const area = (await covering.boundingBox())!
    assert.deepEqual([area.x, area.y, area.width, area.height], [0, 0, PHONE.width, PHONE.height])
    assert.isAtMost(await overflowOf(page), 0)
    await page.keyboard.press('Escape')
    await covering.waitFor({ state: 'detached' })
    await page.getByTestId('reader-toolbar').getByRole('button', { name: '全屏阅读' }).waitFor()
  })

  test('a guest coming back is offered the page left off, kept in the browser', async ({ visit }) => {
    const document = await createReaderDocument({ pages: 9, preview: 6 })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await page.keyboard.press('End')
    await expectPage(page, 6)
    await page.keyboard.press('ArrowLeft')
    await expectPage(page, 5)
    await page.waitForFunction(
      (id: number) => JSON.parse((globalThis as any).localStorage.getItem('ds-reading') ?? '{}')[id]?.page === 5,
      document.id
    )

    await page.goto(`/document/${document.id}`)
    await page.waitForSelector('body[data-hydrated]')
    await page.getByText('上次读到第 5 页').waitFor()
    await expectPage(page, 1)
    await page.getByRole('button', { name: '继续阅读第 5 页' }).click()
    await expectPage(page, 5)
    await page.assertNotExists('text=上次读到第 5 页')
  })

  test('a member’s page is kept on the server: another browser offers it, and 我的阅读 lists it at 390 px', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 12, preview: 8, title: '会员续读文档' })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, `/document/${document.id}?page=3`, PHONE)
    await expectPage(page, 3)
    // Page 4's save: on a busy machine page 3 may be kept first, 1.5 s after it was shown.
    const saved = page.waitForResponse(
      (response: any) =>
        response.url().endsWith('/api/v1/document/progress') && response.status() === 200 && response.request().postDataJSON()?.page === 4
    )
    await page.getByTestId('reader-toolbar').getByRole('button', { name: '下一页' }).click()
    await expectPage(page, 4)
    await saved

    await page.evaluate(() => (globalThis as any).localStorage.clear())
    await page.goto(`/document/${document.id}`)
    await page.waitForSelector('body[data-hydrated]')
    await page.getByRole('button', { name: '继续阅读第 4 页' }).click()
    await expectPage(page, 4)

    const list = await openPage(visit, '/me/reading', PHONE)
    await list.getByText('读到第 4 页 / 共 12 页').waitFor()
    assert.equal(await list.getByRole('link', { name: '会员续读文档' }).getAttribute('href'), `/document/${document.id}?page=4`)
    assert.isAtMost(await overflowOf(list), 0)
    await snapshot(list, 'me_reading_phone')
  })
})
