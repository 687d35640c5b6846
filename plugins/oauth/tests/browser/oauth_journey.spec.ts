import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createUser } from '#tests/helpers/users'
import { openPage, snapshot } from '#tests/helpers/browser'
import OauthAccount from '#plugins/oauth/models/oauth_account'
import { FakeOauthProvider } from '../helpers/fake_provider.js'
import { enable, resetOauth } from '../helpers/oauth_dance.js'

const fake = new FakeOauthProvider()

test.group('oauth: a GitHub-style login in a browser', (group) => {
  let domain = ''
  group.setup(async () => {
    await fake.start()
    // The provider sends the browser back to <site>/oauth/github: the site is the test server.
    domain = String(await settings.get('system', 'domain'))
    await settings.update('system', { domain: `http://${process.env.HOST}:${process.env.PORT}` })
    return async () => {
      await settings.update('system', { domain })
      await resetOauth()
      await fake.stop()
    }
  })
  group.each.setup(async () => {
    await resetOauth()
    await enable(fake, 'github')
  })

  test('first login binds to an existing account, the next one signs straight in', async ({ visit, assert }) => {
    const member = await createUser({ password: 'secret123' })
    fake.person = { id: `${Date.now() % 1_000_000}7`, login: 'octo-browser', name: 'Octo Browser', avatar: '', unionid: '' }

    // The login page was headed for 绑定账号: the provider trip keeps that.
    const page = await openPage(visit, `/login?redirect=${encodeURIComponent('/me/oauth')}`)
    await page.getByRole('link', { name: /GitHub/ }).click()
    // The fake provider sends the browser straight back with a code and the state.
    await page.waitForURL((url: URL) => url.pathname === '/oauth/github', { timeout: 60_000 })
    await page.getByText('绑定GitHub账号').waitFor({ timeout: 60_000 })
    await page.getByText('Octo Browser').waitFor()
    assert.notInclude(page.url(), 'code=', 'the single-use code left the address bar')
    await snapshot(page, 'oauth-bind')

    await page.fill('#username', member.username)
    await page.fill('#password', 'secret123')
    await page.getByRole('button', { name: '绑定并登录' }).click()
    await page.waitForURL((url: URL) => url.pathname === '/me/oauth', { timeout: 60_000 })
    const account = await OauthAccount.findByOrFail('openid', fake.person.id)
    assert.equal(account.userId, member.id)

    await page.locator('[data-testid="oauth-binding"]', { hasText: 'Octo Browser' }).waitFor()
    await snapshot(page, 'oauth-me')

    // Signed out, the GitHub button now signs the member in at once.
    await page.context().clearCookies()
    await openPage(visit, '/login').then(async (again: any) => {
      await again.getByRole('link', { name: /GitHub/ }).click()
      await again.waitForURL((url: URL) => url.pathname === '/', { timeout: 60_000 })
      const me = await again.evaluate(async () => (await fetch('/api/v1/user', { headers: { Accept: 'application/json' } })).json())
      assert.equal(me.id, member.id)
    })
  }).timeout(240_000) // two trips through the provider and five page loads: past the suite's 2 minutes on a busy machine

  test('a callback with a wrong state shows the invalid-return message', async ({ visit }) => {
    const page = await openPage(visit, '/oauth/github?code=forged-code&state=forged-state')
    await page.getByText('OAuth登录返回数据无效，请重试').first().waitFor({ timeout: 30_000 })
  })

  test('a callback with an error parameter shows the login-error message', async ({ visit }) => {
    const page = await openPage(visit, '/oauth/github?error=access_denied&state=x')
    await page.getByText('OAuth登录过程中发生错误，请重试').first().waitFor({ timeout: 30_000 })
  })
})
