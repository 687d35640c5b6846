import { test } from '@japa/runner'

test.group('Home page in a browser', () => {
  test('a visitor sees the site name once the page has hydrated', async ({ visit }) => {
    const page = await visit('/')
    await page.waitForSelector('body[data-hydrated]')
    await page.assertTextContains('h2', 'Docsite')
  })
})
