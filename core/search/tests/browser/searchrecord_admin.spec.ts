import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import SearchRecord from '#core/search/models/search_record'
import { openPage, signInAsAdmin, snapshot } from '#tests/helpers/browser'

test.group('Search records admin page in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await db.from('search_records').delete()
  })

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${label}: an administrator filters the records by keyword and deletes one`, async ({ visit, browserContext, assert }) => {
      const admin = await signInAsAdmin(browserContext)
      await SearchRecord.createMany([
        { keywords: '租赁合同', ip: '10.0.0.1', type: 0, total: 12, page: 1, userId: admin.id, userAgent: 'Mozilla/5.0', spendTime: 0.012 },
        { keywords: '量子力学', ip: '10.0.0.2', type: 0, total: 0, page: 1, userId: 0, userAgent: 'Mozilla/5.0', spendTime: 0.004 },
        { keywords: 'python 教程', ip: '10.0.0.3', type: 1, total: 3, page: 2, userId: 0, userAgent: 'curl/8', spendTime: 0.02 },
      ])
      const page = await openPage(visit, '/admin/document/searchrecord', viewport)
      await page.getByText('量子力学').waitFor()
      assert.equal(await page.locator('.semi-table-tbody tr.semi-table-row').count(), 3)
      assert.isTrue(await page.getByText('无结果').isVisible())
      await snapshot(page, `searchrecord_${label}`)

      await page.getByLabel('按关键词筛选').fill('合同')
      await page.getByLabel('按关键词筛选').press('Enter')
      await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.semi-table-tbody tr.semi-table-row').length === 1)

      await page.locator('.semi-table-tbody tr.semi-table-row').first().getByRole('button', { name: '删除' }).click()
      await page.locator('.semi-modal-footer button', { hasText: '删除' }).click()
      await page.getByText('删除成功').waitFor()
      assert.deepEqual((await SearchRecord.all()).map((record) => record.keywords).sort(), ['python 教程', '量子力学'])
    })
  }
})

test.group('Search analytics admin page in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.setup(async () => {
    await db.from('search_records').delete()
    await db.from('search_hidden_words').delete()
  })

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${label}: top words, zero-result words and the trend switch with the date range`, async ({ visit, browserContext, assert }) => {
      await signInAsAdmin(browserContext)
      await SearchRecord.createMany([
        ...Array.from({ length: 4 }, () => ({
          keywords: '租赁合同',
          ip: '',
          type: 0,
          total: 12,
          page: 1,
          userId: 0,
          userAgent: '',
          spendTime: 0.01,
        })),
        { keywords: '量子力学', ip: '', type: 0, total: 0, page: 1, userId: 0, userAgent: '', spendTime: 0.004 },
      ])
      const page = await openPage(visit, '/admin/search-analytics', viewport)
      await page.locator('.ds-search-stat', { hasText: '搜索次数' }).getByText('5').waitFor()
      assert.isTrue(await page.getByText('租赁合同').first().isVisible())
      assert.isTrue(await page.locator('.ds-search-analytics__tables').getByText('量子力学').first().isVisible())
      assert.equal(await page.locator('.ds-search-trend__bar').count(), 7)
      await page.getByText('近一月').click()
      await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.ds-search-trend__bar').length === 31)
      const overflow = await page.evaluate(() => {
        const { document: root, innerWidth } = globalThis as any
        return root.documentElement.scrollWidth > innerWidth
      })
      assert.isFalse(overflow, 'nothing overflows the viewport')
      await snapshot(page, `search_analytics_${label}`)

      await page.getByRole('button', { name: '隐藏“租赁合同”' }).click()
      await page.getByText('“租赁合同”不再出现在大家都在搜').waitFor()
      await page.locator('.ds-search-hidden').getByText('租赁合同').waitFor()
      assert.deepEqual(
        (await db.from('search_hidden_words').select('keywords')).map((row) => row.keywords),
        ['租赁合同']
      )
      await snapshot(page, `search_analytics_hidden_${label}`, { fullPage: true })
      await page.locator('.ds-search-hidden').getByRole('button', { name: '恢复“租赁合同”' }).click()
      await page.getByText('“租赁合同”已恢复到大家都在搜').waitFor()
      assert.lengthOf(await db.from('search_hidden_words'), 0)
    })
  }
})
