import { test } from '@japa/runner'
import Friendlink from '#core/site/models/friendlink'
import registry from '#core/kernel/plugin_registry'
import { modalButton, openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { ADMIN_LIST_PAGES as PAGES } from '#tests/helpers/admin_list_pages'

const rows = (page: any) => page.locator('.semi-table-tbody tr.semi-table-row')

test.group('Admin list pages in a browser', (group) => {
  group.each.timeout(600_000)

  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`${label}: every list page shows its title, its rows or an empty state, and never scrolls the page sideways`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      await signInAsAdmin(browserContext)
      for (const { path, title } of PAGES.filter((entry) => !entry.plugin || registry.isEnabled(entry.plugin))) {
        const page = await openPage(visit, path, viewport)
        await page.locator('.ds-admin-panel__title', { hasText: title }).waitFor()
        await page.locator('.semi-table-tbody .semi-table-row, .ds-admin-list__empty').first().waitFor()
        const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')
        assert.isAtMost(overflow, 1, `${path} scrolls sideways by ${overflow}px`)
        await snapshot(page, `list_${label}_${path.slice('/admin/'.length).replaceAll('/', '_')}`)
        await page.close()
      }
    })
  }
})

test.group('Admin list page filters, address and batch bar', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await Friendlink.query().delete()
    await Friendlink.createMany([
      { title: '开源中国', link: 'https://www.oschina.net', description: '', sort: 3, enable: true },
      { title: '开源软件', link: 'https://opensource.org', description: '', sort: 2, enable: true },
      { title: 'AdonisJS', link: 'https://adonisjs.com', description: '', sort: 1, enable: false },
    ])
  })

  test('a keyword search is kept in the address, survives a reload and is cleared by 清除筛选', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/friendlink', { width: 1280, height: 900 })
    await rows(page).nth(2).waitFor()

    await page.getByLabel('搜索友情链接').fill('开源')
    await page.getByLabel('搜索友情链接').press('Enter')
    await page.waitForURL((url: URL) => url.searchParams.get('wd') === '开源')
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.semi-table-tbody tr.semi-table-row').length === 2)

    // Semi's Select sets its own aria-label, so it is found by its place in the filter bar.
    await page.locator('.ds-admin-list__filters .semi-select').click()
    await page.locator('.semi-select-option', { hasText: '已禁用' }).click()
    await page.waitForURL((url: URL) => url.searchParams.get('enable') === 'false')
    await page.locator('.ds-admin-list__empty', { hasText: '没有符合条件的结果' }).waitFor()
    await snapshot(page, 'list_filtered_empty')

    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.waitForSelector('body[data-hydrated]')
    assert.equal(await page.getByLabel('搜索友情链接').inputValue(), '开源', 'the box shows the keyword of the address')
    await page.locator('.ds-admin-list__empty').waitFor()

    await page.getByRole('button', { name: '清除筛选' }).click()
    await page.waitForURL((url: URL) => url.search === '')
    await rows(page).nth(2).waitFor()
    assert.equal(await page.getByLabel('搜索友情链接').inputValue(), '')
  })

  test('selected rows get a batch bar that counts them and acts on them', async ({ visit, browserContext, assert }) => {
    await signInAsAdmin(browserContext)
    const page = await openPage(visit, '/admin/friendlink', { width: 390, height: 844 })
    await rows(page).nth(2).waitFor()
    assert.equal(await page.getByRole('toolbar', { name: '批量操作' }).count(), 0, 'no batch bar before a row is selected')

    await rows(page).filter({ hasText: '开源中国' }).locator('.semi-checkbox').click()
    await rows(page).filter({ hasText: '开源软件' }).locator('.semi-checkbox').click()
    const bar = page.getByRole('toolbar', { name: '批量操作' })
    await bar.getByText('已选择 2 个').waitFor()
    await snapshot(page, 'list_batch_phone')
    await bar.getByRole('button', { name: '批量删除' }).click()
    await page.getByText('删除选中的 2 个友情链接？').waitFor()
    await modalButton(page, '删除').click()
    await page.getByText('删除成功').waitFor()
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.semi-table-tbody tr.semi-table-row').length === 1)
    assert.deepEqual(
      (await Friendlink.all()).map((link) => link.title),
      ['AdonisJS']
    )
    assert.equal(await bar.count(), 0, 'the bar goes with the selection')
  })
})
