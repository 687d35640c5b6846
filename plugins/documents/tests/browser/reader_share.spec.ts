import { test } from '@japa/runner'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, openPage, overflowOf, snapshot } from '#tests/helpers/browser'

const canonicalOf = (page: any) => page.locator('link[rel="canonical"]').getAttribute('href')

/** The QR code as drawn: a data: image that has loaded with a real size. */
async function qrCodeOf(panel: any) {
  const image = panel.getByRole('img', { name: '文档链接二维码' })
  await image.waitFor()
  await image.evaluate((element: any) => element.complete || new Promise((resolve) => element.addEventListener('load', resolve)))
  return image.evaluate((element: any) => ({
    src: element.src.slice(0, 22),
    width: element.naturalWidth,
    shown: element.getBoundingClientRect().width,
  }))
}

test.group('Sharing a document from the reader', (group) => {
  group.each.timeout(300_000)

  test('at 1280 px 分享 opens the canonical link, copies it and shows its QR code', async ({ visit, browserContext, assert }) => {
    const document = await createReaderDocument({ title: '分享测试文档' })
    const page = await openPage(visit, `/document/${document.id}?page=2`, DESKTOP)
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin })
    const canonical = await canonicalOf(page)
    assert.match(canonical, new RegExp(`^https?://[^/]+/document/${document.id}$`))

    await page.getByRole('button', { name: '分享' }).click()
    const panel = page.getByRole('group', { name: '分享这篇文档' })
    await panel.waitFor()
    assert.equal(await panel.getByRole('textbox', { name: '文档链接' }).inputValue(), canonical, 'the link without ?page')

    await panel.getByRole('button', { name: '复制链接' }).click()
    await page.getByText('链接已复制').waitFor()
    assert.equal(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText()), canonical)

    const qr = await qrCodeOf(panel)
    assert.equal(qr.src, 'data:image/png;base64,')
    assert.isAbove(qr.width, 100)
    assert.closeTo(qr.shown, 160, 1, 'shown 160 px wide (layout may round a fraction)')
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'reader_share_desktop', { fullPage: false })

    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
  })

  test('at 390 px 分享 opens a sheet from the bottom that fits the phone and offers the system share', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createReaderDocument({ title: '手机分享测试文档' })
    // The phone's share sheet, as a page can see it: what it was asked to share.
    await browserContext.addInitScript(() => {
      const browser = globalThis as any
      browser.navigator.share = (data: unknown) => {
        browser.__shared = data
        return Promise.resolve()
      }
    })
    const page = await openPage(visit, `/document/${document.id}`, PHONE)
    const canonical = await canonicalOf(page)

    await page.getByRole('button', { name: '分享' }).click()
    const sheet = page.locator('.ds-share-sheet')
    await sheet.getByText('分享', { exact: true }).waitFor()
    const panel = sheet.getByRole('group', { name: '分享这篇文档' })
    await panel.waitFor()
    assert.equal(await panel.getByRole('textbox', { name: '文档链接' }).inputValue(), canonical)
    await panel.getByRole('button', { name: '复制链接' }).waitFor()
    const qr = await qrCodeOf(panel)
    assert.isAbove(qr.width, 100)

    const box = await panel.evaluate((element: any) => element.getBoundingClientRect().toJSON())
    assert.isAtLeast(box.left, 0)
    assert.isAtMost(box.right, PHONE.width)
    const link = await panel.getByRole('textbox', { name: '文档链接' }).evaluate((element: any) => element.getBoundingClientRect().toJSON())
    assert.isAtMost(link.right, PHONE.width, 'the long link scrolls inside its box')
    assert.equal(await overflowOf(page), 0)
    await snapshot(page, 'reader_share_phone', { fullPage: false })

    await panel.getByRole('button', { name: '更多分享方式' }).click()
    assert.deepEqual(await page.evaluate(() => (globalThis as any).__shared), { title: '手机分享测试文档', url: canonical })
  })
})
