import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, modalButton, openPage, overflowOf, snapshot } from '#tests/helpers/browser'
import { assertAccessible } from '#tests/helpers/axe'

const toolbar = (page: any) => page.getByTestId('reader-toolbar')

/** The number of the page the page bar shows, once it settles on `expected`. */
async function expectPage(page: any, expected: number) {
  await page.waitForFunction(
    (value: string) => (globalThis as any).document.querySelector('[data-testid="reader-toolbar"] input')?.value === value,
    String(expected)
  )
}

async function turnTo(page: any, number: number) {
  const box = toolbar(page).getByRole('textbox', { name: /页码/ })
  await box.fill(String(number))
  await box.press('Enter')
  await expectPage(page, number)
}

/** Bookmarks the page being read with a note, through the page bar's button and its dialog. */
async function bookmarkWithNote(page: any, number: number, note: string) {
  await toolbar(page)
    .getByRole('button', { name: `给第 ${number} 页加书签` })
    .click()
  await page.getByRole('textbox', { name: '书签备注' }).fill(note)
  await modalButton(page, '保存').click()
  await toolbar(page)
    .getByRole('button', { name: `编辑第 ${number} 页的书签` })
    .waitFor()
  await page.locator('.ds-reader-bookmark-modal').waitFor({ state: 'hidden' })
}

/** Waits until what `selector` finds has come in (no animation left running in it). */
async function settled(page: any, selector: string) {
  await page.waitForFunction((found: string) => {
    const element = (globalThis as any).document.querySelector(found)
    return element && element.getAnimations({ subtree: true }).every((animation: any) => animation.playState === 'finished')
  }, selector)
}

/** Opens 书签 and waits until the sheet has slid in. */
async function openBookmarks(page: any) {
  await toolbar(page).getByRole('button', { name: '书签列表' }).click()
  await page.getByTestId('reader-bookmarks').waitFor()
  await settled(page, '.ds-reader-bookmarks')
  return page.locator('.ds-reader-bookmarks .semi-sidesheet-inner').boundingBox()
}

test.group('Bookmarks in the reader', (group) => {
  group.each.timeout(300_000)

  test('at 1280 px a member bookmarks page 3 with a note, finds it under 书签 and jumps back to it from page 1', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 12, preview: 8, title: '书签测试文档' })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, `/document/${document.id}?page=3`, DESKTOP)
    await expectPage(page, 3)

    await bookmarkWithNote(page, 3, '第三页的要点：合同期限')
    await turnTo(page, 1)
    assert.equal(await toolbar(page).getByRole('button', { name: '给第 1 页加书签' }).count(), 1, 'page 1 is not bookmarked')

    const sheet = await openBookmarks(page)
    assert.closeTo(sheet.x + sheet.width, DESKTOP.width, 1, 'the sheet is at the right edge')
    const entry = page.getByTestId('reader-bookmarks').getByRole('button', { name: /第 3 页/ })
    assert.include(await entry.textContent(), '第三页的要点：合同期限')
    await assertAccessible(page, 'the bookmarks sheet @1280px')
    await snapshot(page, 'reader_bookmarks_desktop', { fullPage: false })

    await entry.click()
    await page.getByTestId('reader-bookmarks').waitFor({ state: 'hidden' })
    await expectPage(page, 3)
    await page.waitForURL(/\?page=3$/)

    // The note can be changed, and the bookmark removed, from the same button.
    await toolbar(page).getByRole('button', { name: '编辑第 3 页的书签' }).click()
    assert.equal(await page.getByRole('textbox', { name: '书签备注' }).inputValue(), '第三页的要点：合同期限')
    await modalButton(page, '删除书签').click()
    await toolbar(page).getByRole('button', { name: '给第 3 页加书签' }).waitFor()
  })

  test('at 390 px the same flow fits the screen, and 我的书签 lists the bookmark', async ({ visit, browserContext, assert }) => {
    // With an outline the page bar holds the most buttons it can have: it must still fit.
    const outline = [{ title: '第一章', page: 1, children: [] }]
    const document = await createReaderDocument({ pages: 12, preview: 8, title: '手机书签文档', outline })
    await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(await createUser())}` })
    const page = await openPage(visit, `/document/${document.id}?page=3`, PHONE)
    await expectPage(page, 3)
    assert.isAtMost(await overflowOf(page), 0)
    const bar = await toolbar(page).boundingBox()
    assert.isAtLeast(bar.x, 0)
    assert.isAtMost(bar.x + bar.width, PHONE.width, 'the page bar fits with 目录 and both bookmark buttons')

    await toolbar(page).getByRole('button', { name: '给第 3 页加书签' }).click()
    await page.getByRole('textbox', { name: '书签备注' }).waitFor()
    await settled(page, '.ds-reader-bookmark-modal')
    const dialog = await page.locator('.ds-reader-bookmark-modal .semi-modal-content').boundingBox()
    assert.isAtLeast(dialog.x, 0)
    assert.isAtMost(dialog.x + dialog.width, PHONE.width, 'the note dialog fits the screen')
    await page.getByRole('textbox', { name: '书签备注' }).fill('手机上记下的备注')
    await snapshot(page, 'reader_bookmark_dialog_phone', { fullPage: false })
    await modalButton(page, '保存').click()
    await toolbar(page).getByRole('button', { name: '编辑第 3 页的书签' }).waitFor()
    await page.locator('.ds-reader-bookmark-modal').waitFor({ state: 'hidden' })

    await turnTo(page, 1)
    const sheet = await openBookmarks(page)
    assert.equal(Math.round(sheet.width), PHONE.width)
    assert.closeTo(sheet.y + sheet.height, PHONE.height, 1, 'the drawer rises from the bottom')
    assert.isAtMost(await overflowOf(page), 0)
    await assertAccessible(page, 'the bookmarks drawer @390px')
    await snapshot(page, 'reader_bookmarks_phone', { fullPage: false })
    await page
      .getByTestId('reader-bookmarks')
      .getByRole('button', { name: /第 3 页/ })
      .click()
    await page.getByTestId('reader-bookmarks').waitFor({ state: 'hidden' })
    await expectPage(page, 3)

    const list = await openPage(visit, '/me/bookmarks', PHONE)
    const row = list.getByTestId('me-bookmark')
    assert.include(await row.textContent(), '手机上记下的备注')
    assert.include(await row.textContent(), '第 3 页 / 共 12 页')
    assert.equal(await list.getByRole('link', { name: '手机书签文档' }).getAttribute('href'), `/document/${document.id}?page=3`)
    assert.isAtMost(await overflowOf(list), 0)
    await snapshot(list, 'me_bookmarks_phone')
  })

  test('a guest’s bookmark button leads to the login page and back to the document', async ({ visit }) => {
    const document = await createReaderDocument({ pages: 4, preview: 4 })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await expectPage(page, 1)
    await toolbar(page).getByRole('button', { name: '给第 1 页加书签' }).click()
    await page.waitForURL(new RegExp(`/login\\?redirect=%2Fdocument%2F${document.id}$`))
  })
})
