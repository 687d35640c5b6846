import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import SearchRecord from '#core/search/models/search_record'
import { openPage } from '#tests/helpers/browser'

test.group('Home page in a browser', (group) => {
  group.each.timeout(300_000)

  test('a visitor sees the site name, the search box and what others searched and found', async ({ visit }) => {
    await db.from('search_records').delete()
    const empty = await openPage(visit, '/')
    await empty.assertTextContains('h1', 'Docsite')
    await empty.assertExists('.ds-hero input[placeholder^="搜索文档"]')
    await empty.assertNotExists('.ds-hero__words')
    await empty.assertElementsCount('.ds-feature', 4)

    await SearchRecord.createMany(
      [3, 0].map((total) => ({
        keywords: total ? '简历' : '无结果的词',
        total,
        ip: '',
        type: 0,
        page: 1,
        userId: 0,
        userAgent: '',
        spendTime: 0,
      }))
    )
    const page = await openPage(visit, '/')
    await page.assertExists('.ds-hero__words a[href="/search?wd=%E7%AE%80%E5%8E%86&type=0"]')
    await page.assertElementsCount('.ds-hero__words a', 1)
  })

  test('a search from the hero opens the search page with the words and type', async ({ visit, assert }) => {
    const page = await openPage(visit, '/')
    await page.getByRole('tab', { name: '文章' }).click()
    const box = page.locator('.ds-hero input')
    await box.fill('合同范本')
    await box.press('Enter')
    await page.waitForURL(/\/search\?/)
    const url = new URL(page.url())
    assert.equal(url.pathname, '/search')
    assert.equal(url.searchParams.get('wd'), '合同范本')
    assert.equal(url.searchParams.get('type'), '1')
  })
})
