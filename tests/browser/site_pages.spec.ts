import { test } from '@japa/runner'
import { Navigation } from '#core/site/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { DESKTOP, openPage, overflowOf, PHONE, snapshot } from '#tests/helpers/browser'

test.group('Site pages: the 404 page and the highlighted navigation entry', (group) => {
  group.each.timeout(300_000)

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`an unknown address shows the Chinese 404 page in the site's layout, with the way home (${label})`, async ({ visit, assert }) => {
      const page = await visit('about:blank')
      await page.setViewportSize(viewport)
      const response = await page.goto('/no-such-page-here', { waitUntil: 'domcontentloaded', timeout: 120_000 })
      assert.equal(response?.status(), 404)
      await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
      await page.getByText('404 页面不存在').waitFor()
      await page.getByText('您访问的页面不存在或已被删除，请检查地址是否正确').waitFor()
      assert.include(await page.title(), '页面不存在')
      assert.notInclude(await page.locator('body').innerText(), 'could not be found')
      await page.assertVisible('header.ds-header')
      assert.equal(await overflowOf(page), 0)
      await snapshot(page, `not_found_${label}`, { fullPage: false })
      await page.getByRole('link', { name: '返回首页' }).click()
      await page.waitForURL((url: URL) => url.pathname === '/')
    })
  }

  test('on /article/help only 帮助中心 is highlighted, not 文章 as well, in the header and in the phone menu', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const articles = await Navigation.create({ title: '文章栏目', href: '/article', enable: true, sort: 0, parentId: 0 })
    const help = await Navigation.create({ title: '帮助中心', href: '/article/help', enable: true, sort: 0, parentId: 0 })
    try {
      const member = await createUser()
      await browserContext.setExtraHTTPHeaders({ Authorization: `Bearer ${await tokenFor(member)}` })

      const desktop = await openPage(visit, '/article/help', DESKTOP)
      const active = desktop.locator('nav[aria-label="主导航"] .ds-nav__item.is-active')
      assert.equal(await active.count(), 1)
      assert.equal((await active.innerText()).trim(), '帮助中心')
      await snapshot(desktop, 'nav_help_desktop', { fullPage: false })
      const list = await openPage(visit, '/article', DESKTOP)
      // Another spec may leave an entry of its own for /article: which of the two is lit does not matter, that one is.
      const listActive = list.locator('nav[aria-label="主导航"] .ds-nav__item.is-active')
      assert.equal(await listActive.count(), 1)
      assert.equal(await listActive.getAttribute('href'), '/article')

      const phone = await openPage(visit, '/article/help', PHONE)
      await phone.getByRole('button', { name: '打开菜单' }).click()
      const rows = phone.locator('.ds-drawer__nav-row.is-active')
      await rows.first().waitFor()
      assert.equal(await rows.count(), 1)
      assert.equal((await rows.innerText()).trim(), '帮助中心')
      // The sheet slides in from the left: shoot it once it has arrived.
      await phone.waitForFunction(
        () => ((globalThis as any).document.querySelector('.ds-drawer__nav-row.is-active')?.getBoundingClientRect().left ?? -1) >= 0
      )
      await snapshot(phone, 'nav_help_phone', { fullPage: false })
    } finally {
      await Navigation.query().whereIn('id', [articles.id, help.id]).delete()
    }
  })
})
