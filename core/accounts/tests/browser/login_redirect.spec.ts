import { test } from '@japa/runner'
import { createUser } from '#tests/helpers/users'
import { openPage } from '#tests/helpers/browser'
import { resetSecurity } from '../helpers.js'

/** ?redirect= values (as typed in the address bar) that a browser would turn into another site. */
const PAYLOADS = ['/%09/evil.example', '/%0d%0a/evil.example', '/%5C/evil.example', '/.//evil.example', '%09//evil.example']

test.group('Login redirect in a browser', (group) => {
  group.each.teardown(resetSecurity)

  test('logging in from /login?redirect={$self} ends on this site')
    .with(PAYLOADS)
    .run(async ({ visit, browserContext, assert }, payload) => {
      const user = await createUser()
      const left: string[] = []
      await browserContext.route(
        (url: URL) => url.hostname.endsWith('evil.example'),
        (route: any) => {
          left.push(route.request().url())
          return route.abort()
        }
      )
      const page = await openPage(visit, `/login?redirect=${payload}`)
      const site = new URL(page.url()).host

      await page.fill('#username', user.username)
      await page.fill('#password', 'secret123')
      await page.getByRole('button', { name: '登录' }).click()

      await page.waitForURL((url: URL) => url.host !== site || url.pathname !== '/login', { timeout: 30_000 })
      await page.waitForLoadState('domcontentloaded')
      assert.equal(new URL(page.url()).host, site)
      assert.deepEqual(left, [])
    })

  test('a redirect to a page of the site is followed after login', async ({ visit }) => {
    const user = await createUser()
    const page = await openPage(visit, `/login?redirect=${encodeURIComponent('/me/profile')}`)
    await page.fill('#username', user.username)
    await page.fill('#password', 'secret123')
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/me/profile')
  })
})
