import { test } from '@japa/runner'
import { rebuildIndex } from '#core/search/contracts'
import { Category } from '#plugins/categories/contracts'
import { createUser } from '#tests/helpers/users'
import { documentsDisabled, disabledReason, makeCategory, unique, wipeDocuments } from '../functional/admin_helpers.js'
import { makeSearchableDocument, wipeSearch } from '../functional/search_helpers.js'
import { openPage, snapshot } from '#tests/helpers/browser'

async function seedLibrary() {
  await wipeDocuments()
  await wipeSearch()
  await Category.query().delete()
  const owner = await createUser()
  const law = await makeCategory(unique('法律'))
  const finance = await makeCategory(unique('财会'))
  const contract = await makeSearchableDocument({
    userId: owner.id,
    title: '房屋租赁合同范本（2026 年版）',
    keywords: '租赁,合同,范本',
    description: '适用于住宅出租的标准合同',
    categoryIds: [law.id],
    body: '第一条 出租方与承租方在平等自愿的基础上订立本合同。第八条 违约责任：任何一方未按约定履行义务的，应当承担违约责任并赔偿损失。\f第二页 附件：物业交接清单',
  })
  await makeSearchableDocument({
    userId: owner.id,
    title: '劳动合同解除通知书',
    ext: '.docx',
    categoryIds: [law.id],
    body: '用人单位解除劳动合同时，应当提前三十日以书面形式通知劳动者本人；违约金的约定应当合法。',
  })
  await makeSearchableDocument({
    userId: owner.id,
    title: '企业会计准则讲义',
    ext: '.pptx',
    categoryIds: [finance.id],
    body: '资产负债表与利润表的编制方法，不涉及合同法内容以外的条款。',
  })
  await rebuildIndex('document', { restart: true })
  return { contract, law }
}

test.group('Search in a browser', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${label}: search from the header, see highlighted results, filter, open a result`, async ({ visit, assert }) => {
      const { contract } = await seedLibrary()
      const page = await openPage(visit, '/')
      await page.setViewportSize(viewport)
      // A phone hides the header's box; the home page's own box is the first visible one there.
      const box = label === 'phone' ? page.locator('.ds-search-box input:visible').first() : page.locator('.ds-header__search input')
      await box.fill('违约')
      await box.press('Enter')
      await page.waitForURL(/\/(m\/)?search\?wd=%E8%BF%9D%E7%BA%A6&type=0/)
      await page.locator('.ds-search-hit').first().waitFor()
      assert.equal(await page.locator('.ds-search-hit').count(), 2)
      const highlighted = await page.locator('.ds-search-hit__snippet em').allTextContents()
      assert.include(highlighted, '违约', 'the term is highlighted in the body passage')
      assert.match(await page.locator('.ds-search__summary').innerText(), /找到约 2 条结果，用时 \d+\.\d{3} 秒/)
      const overflow = await page.evaluate(() => {
        const { document: root, innerWidth } = globalThis as any
        return root.documentElement.scrollWidth > innerWidth
      })
      assert.isFalse(overflow, 'nothing overflows the viewport')
      await snapshot(page, `search_results_${label}`)

      await page.locator('.ds-filter__chip', { hasText: 'DOCX' }).click()
      await page.waitForURL(/ext=docx/)
      await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.ds-search-hit').length === 1)
      await page.locator('.ds-filter__chip', { hasText: '全部' }).first().click()
      await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.ds-search-hit').length === 2)

      const title = page.locator('.ds-search-hit .ds-row__title a', { hasText: '房屋租赁' })
      assert.equal(await title.getAttribute('href'), `/document/${contract.id}`)
      await title.click()
      await page.waitForURL(new RegExp(`/document/${contract.id}$`))
      await page
        .getByRole('heading', { name: /房屋租赁合同范本/ })
        .first()
        .waitFor()
    })
  }

  test('no result: the empty state says so and offers what to try', async ({ visit, assert }) => {
    await seedLibrary()
    const page = await openPage(visit, '/search?wd=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6&type=0')
    await page.getByText('没有找到与“量子力学”相关的文档').waitFor()
    assert.isTrue(await page.getByText('换用更简短、更常见的关键词').isVisible())
    await snapshot(page, 'search_empty_desktop')
  })
})
