import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { ADMIN_LIST_PAGES } from '#tests/helpers/admin_list_pages'

/**
 * How a list page's table sits in its card: whether any column heading is cut, and how many
 * pixels of columns lie beyond the card's edge (reachable only by scrolling sideways).
 */
function tableFit() {
  const browser = globalThis as any
  const body = browser.document.querySelector('.ds-admin-panel .semi-table-body') ?? browser.document.querySelector('.ds-admin-panel .semi-table-container')
  const panel = browser.document.querySelector('.ds-admin-panel')
  const clipped = [...browser.document.querySelectorAll('.ds-admin-panel thead th')]
    .filter((cell: any) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell: any) => cell.textContent.trim())
  return {
    clipped,
    hidden: body.scrollWidth - body.clientWidth,
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
      const fit = await page.evaluate(tableFit)
      assert.deepEqual(fit.clipped, [], `${path}: cut headings`)
      assert.isTrue(fit.panelInside, `${path}: the card fits the window`)
      // A few pixels of cell borders past the edge hide nothing; a column is tens of pixels wide.
      assert.isAtMost(fit.hidden, 8, `${path}: ${fit.hidden}px of columns sit out of sight behind the card's edge`)
      await snapshot(page, `table_1280_${path.slice('/admin/'.length).replaceAll('/', '_')}`, { fullPage: false })
      await page.close()
    }
  })
})
