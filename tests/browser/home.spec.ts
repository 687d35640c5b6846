import { test } from '@japa/runner'
import { openPage } from '#tests/helpers/browser'

test.group('Home page in a browser', (group) => {
  group.each.timeout(300_000)

  test('a visitor sees the site name, the search box and the recommended words', async ({ visit }) => {
    const page = await openPage(visit, '/')
    await page.assertTextContains('h1', 'Docsite')
    await page.assertExists('.ds-hero input[placeholder^="搜索文档"]')
    await page.assertExists('.ds-hero__words a[href="/search?wd=%E7%AE%80%E5%8E%86&type=0"]')
    await page.assertElementsCount('.ds-feature', 4)
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
