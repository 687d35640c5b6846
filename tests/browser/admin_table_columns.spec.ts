import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { ADMIN_LIST_PAGES } from '#tests/helpers/admin_list_pages'

/**
 * How a list page's table sits in its card: whether any column heading is cut, and which
 * columns are out of sight (less than half of their heading shows left of the pinned 操作
 * column and the card's edge, so a reader would not know they are there).
 */
function tableFit() {
  const browser = globalThis as any
  const body =
    browser.document.querySelector('.ds-admin-panel .semi-table-body') ??
    browser.document.querySelector('.ds-admin-panel .semi-table-container')
  const panel = browser.document.querySelector('.ds-admin-panel')
  const clipped = [...browser.document.querySelectorAll('.ds-admin-panel thead th')]
    .filter((cell: any) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell: any) => cell.textContent.trim())
  const pinned = browser.document.querySelector('.ds-admin-panel thead th.semi-table-cell-fixed-right')
  const edge = Math.min(body.getBoundingClientRect().right, pinned ? pinned.getBoundingClientRect().left : Infinity)
  const outOfSight = [...browser.document.querySelectorAll('.ds-admin-panel thead th:not(.semi-table-cell-fixed-right)')]
    .filter((cell: any) => {
      const box = cell.getBoundingClientRect()
      return box.width > 0 && box.left + box.width / 2 > edge
    })
    .map((cell: any) => cell.textContent.trim())
  return {
    clipped,
    outOfSight,
    panelInside: panel.getBoundingClientRect().right <= browser.innerWidth,
  }
}

test.group('Admin tables at 1280 px', (group) => {
  group.each.timeout(900_000)

  test('every list page shows each column heading whole and every column inside the card', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    for (const { path, title } of ADMIN_LIST_PAGES.filter((entry) => !entry.plugin || registry.isEnabled(entry.plugin))) {
      const page = await openPage(visit, path, { width: 1280, height: 800 })
      await page.locator('.ds-admin-panel__title', { hasText: title }).waitFor()
      await page.locator('.ds-admin-panel thead th').first().waitFor()
      // The columns are fitted once the table's width is measured, and again when the rows'
      // arrival brings a scrollbar: give a busy machine a moment before judging what it shows.
      await page
        .waitForFunction(`(${tableFit.toString()})().outOfSight.length === 0`, null, { timeout: 10_000, polling: 200 })
        .catch(() => {})
      const fit = await page.evaluate(tableFit)
      assert.deepEqual(fit.clipped, [], `${path}: cut headings`)
      assert.isTrue(fit.panelInside, `${path}: the card fits the window`)
      assert.deepEqual(fit.outOfSight, [], `${path}: columns out of sight behind the card's edge`)
      await snapshot(page, `table_1280_${path.slice('/admin/'.length).replaceAll('/', '_')}`, { fullPage: false })
      await page.close()
    }
  })
})
