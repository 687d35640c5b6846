import { test } from '@japa/runner'
import { createReaderDocument } from '../functional/reader_fixtures.js'
import { DESKTOP, PHONE, openPage, overflowOf, snapshot } from '#tests/helpers/browser'
import { assertAccessible } from '#tests/helpers/axe'

const OUTLINE = [
  {
    title: '第一章 总则',
    page: 1,
    children: [
      { title: '1.1 定义与解释', page: 2, children: [] },
      { title: '1.2 适用范围', page: 3, children: [] },
    ],
  },
  {
    title: '第二章 权利与义务',
    page: 4,
    children: [
      { title: '2.1 甲方的权利', page: 5, children: [] },
      { title: '2.2 乙方的义务与违约责任（含赔偿标准、争议解决方式及相关附件说明）', page: 7, children: [] },
    ],
  },
  { title: '第三章 附则', page: 10, children: [{ title: '3.1 生效条件', page: 11, children: [] }] },
]

/** The number of the page the page bar shows, once it settles on `expected`. */
async function expectPage(page: any, expected: number) {
  await page.waitForFunction(
    (value: string) => (globalThis as any).document.querySelector('[data-testid="reader-toolbar"] input')?.value === value,
    String(expected)
  )
}

function entry(page: any, title: string) {
  return page.getByTestId('reader-outline').locator('.semi-tree-option', { hasText: title })
}

/** Opens 目录 and waits until the sheet has slid in (no animation left running in it). */
async function openOutline(page: any) {
  await page.getByTestId('reader-toolbar').getByRole('button', { name: '目录' }).click()
  await entry(page, '第一章 总则').waitFor()
  await page.waitForFunction(() => {
    const sheet = (globalThis as any).document.querySelector('.ds-reader-outline')
    return sheet && sheet.getAnimations({ subtree: true }).every((animation: any) => animation.playState === 'finished')
  })
  return page.locator('.semi-sidesheet-inner').boundingBox()
}

async function sheetClosed(page: any) {
  await page.getByTestId('reader-outline').waitFor({ state: 'hidden' })
}

test.group('The reader’s outline', (group) => {
  group.each.timeout(300_000)

  test('at 1280 px 目录 opens on the right, an entry turns to its page, the entry being read is marked, and pages past the preview do not open', async ({
    visit,
    assert,
  }) => {
    const document = await createReaderDocument({ pages: 12, preview: 8, title: '目录测试文档', outline: OUTLINE })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await expectPage(page, 1)

    const sheet = await openOutline(page)
    assert.closeTo(sheet.x + sheet.width, DESKTOP.width, 1, 'the sheet is at the right edge')
    assert.isBelow(sheet.width, DESKTOP.width / 2)
    await assertAccessible(page, 'the outline sheet @1280px')
    await snapshot(page, 'reader_outline_desktop', { fullPage: false })

    await entry(page, '2.2 乙方的义务').click()
    await sheetClosed(page)
    await expectPage(page, 7)
    await page.waitForURL(/\?page=7$/)
    const top = await page.locator('.ds-reader-page[data-page="7"]').evaluate((box: any) => box.getBoundingClientRect().top)
    assert.isAbove(top, 60, 'the page lands below the sticky header and the page bar')
    assert.isBelow(top, 200)

    await openOutline(page)
    assert.include(await entry(page, '2.2 乙方的义务').getAttribute('class'), 'semi-tree-option-selected', 'the entry being read')
    const locked = entry(page, '第三章 附则').first()
    assert.include(await locked.textContent(), '需下载后阅读')
    assert.include(await locked.getAttribute('class'), 'semi-tree-option-disabled')
    await locked.click({ force: true })
    await page.waitForTimeout(300)
    assert.isTrue(await page.getByTestId('reader-outline').isVisible(), 'an entry past the preview does not close the sheet')
    await expectPage(page, 7)

    await entry(page, '1.1 定义与解释').click()
    await sheetClosed(page)
    await expectPage(page, 2)
  })

  test('at 390 px 目录 is a drawer from the bottom across the width, and an entry turns to its page', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 12, preview: 8, outline: OUTLINE })
    const page = await openPage(visit, `/document/${document.id}`, PHONE)
    await expectPage(page, 1)

    const sheet = await openOutline(page)
    assert.equal(Math.round(sheet.width), PHONE.width)
    assert.closeTo(sheet.y + sheet.height, PHONE.height, 1, 'the drawer rises from the bottom')
    assert.isAtMost(await overflowOf(page), 0)
    const title = await entry(page, '2.2 乙方的义务').boundingBox()
    assert.isAtMost(title.x + title.width, PHONE.width, 'a long title wraps inside the drawer')
    await assertAccessible(page, 'the outline drawer @390px')
    await snapshot(page, 'reader_outline_phone', { fullPage: false })

    await entry(page, '第二章 权利与义务').click()
    await sheetClosed(page)
    await expectPage(page, 4)
    assert.isAtMost(await overflowOf(page), 0)
    await snapshot(page, 'reader_outline_phone_turned', { fullPage: false })
  })

  test('a document without an outline has no 目录 button', async ({ visit, assert }) => {
    const document = await createReaderDocument({ pages: 4, preview: 4 })
    const page = await openPage(visit, `/document/${document.id}`, DESKTOP)
    await expectPage(page, 1)
    assert.equal(await page.getByTestId('reader-toolbar').getByRole('button', { name: '目录' }).count(), 0)
  })
})
