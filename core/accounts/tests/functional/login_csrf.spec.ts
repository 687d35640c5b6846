import { test } from '@japa/runner'
import env from '#start/env'
import User from '#core/accounts/models/user'
import { createUser } from '#tests/helpers/users'
import { http, baseUrl } from '../http.js'
import { newAccount, resetSecurity } from '../helpers.js'

const MESSAGE = '请在本站页面登录或注册：来自其他网站的登录请求已被拒绝'

async function member() {
  const account = newAccount('csrf')
  await createUser({ username: account.username, email: account.email, password: account.password })
  return account
}

function login(account: ReturnType<typeof newAccount>, headers: Record<string, string>) {
  return http('POST', '/api/v1/user/login', {
    headers: { 'X-Forwarded-For': account.ip, ...headers },
    json: { username: account.username, password: account.password },
  })
}

test.group('Signing in from another site (login CSRF)', (group) => {
  group.each.teardown(resetSecurity)

  test('a login or registration sent by another site’s page is refused with 403 and sets no session', async ({ assert }) => {
    const account = await member()
    const crossSite: Record<string, string>[] = [
      { 'Origin': 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ]
    for (const headers of crossSite) {
      const response = await login(account, headers)
      response.assertStatus(403)
      assert.equal(response.body().message, MESSAGE, JSON.stringify(headers))
      assert.notMatch(response.header('set-cookie') ?? '', /adonis-session=[^;]{20,}/)
      assert.notProperty(response.body(), 'token')
    }

    const fresh = newAccount('csrfreg')
    const registered = await http('POST', '/api/v1/user/register', {
      headers: { 'X-Forwarded-For': fresh.ip, 'Origin': 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      json: { username: fresh.username, email: fresh.email, password: fresh.password },
    })
    registered.assertStatus(403)
    assert.equal(registered.body().message, MESSAGE)
    assert.isNull(await User.findBy('username', fresh.username), 'no account was created')
  })

  test('the site’s own pages, origins in CORS_ORIGINS and clients without those headers still sign in', async ({ assert, cleanup }) => {
    const account = await member()
    const own = await login(account, { 'Origin': baseUrl(), 'Sec-Fetch-Site': 'same-origin' })
    own.assertStatus(200)
    assert.isString(own.body().token)
    ;(await login(account, { 'Sec-Fetch-Site': 'same-origin' })).assertStatus(200)
    ;(await login(account, { Origin: baseUrl() })).assertStatus(200)
    ;(await login(account, {})).assertStatus(200)

    const previous = process.env.CORS_ORIGINS
    env.set('CORS_ORIGINS', 'https://app.example, https://m.example')
    cleanup(() => env.set('CORS_ORIGINS', previous ?? ''))
    const listed = await login(account, { 'Origin': 'https://m.example', 'Sec-Fetch-Site': 'cross-site' })
    listed.assertStatus(200)
    ;(await login(account, { 'Origin': 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).assertStatus(403)
  })
})
