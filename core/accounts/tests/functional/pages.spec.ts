import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import User from '#core/accounts/models/user'
import { meTabs, DEFAULT_PASSWORD } from '#core/accounts/contracts'
import { createSuperAdmin, createUser } from '#tests/helpers/users'
import { login, resetSecurity } from '../helpers.js'
import { http } from '../http.js'

async function sessionOf(user: User, password = 'secret123') {
  return (await login(null as any, user.username, password)).cookieHeader()
}

test.group('Account pages', (group) => {
  group.each.teardown(resetSecurity)

  test('the login and register pages are rendered on the server', async ({ assert }) => {
    const loginPage = await http('GET', '/login?redirect=/me/profile', { headers: { Accept: 'text/html' } })
    loginPage.assertStatus(200)
    assert.include(loginPage.text_(), 'data-server-rendered="true"')
    assert.include(loginPage.text_(), '欢迎登录')
    assert.equal(loginPage.page().component, 'accounts/site/login')
    assert.equal(loginPage.page().props.redirect, '/me/profile')

    const registerPage = await http('GET', '/register', { headers: { Accept: 'text/html' } })
    registerPage.assertStatus(200)
    assert.include(registerPage.text_(), '注册账号')
    assert.include(registerPage.text_(), '确认密码')
  })

  test('a redirect to another site is never kept', async ({ assert }) => {
    for (const payload of ['//evil.example/x', '/%09/evil.example', '/%0d%0a/evil.example', '/%5Cevil.example', '%09//evil.example']) {
      const page = await http('GET', `/login?redirect=${payload}`, { headers: { Accept: 'text/html' } })
      assert.equal(page.page().props.redirect, '/', payload)
    }
    const sneaky = await http('GET', '/register?redirect=/.//evil.example', { headers: { Accept: 'text/html' } })
    assert.equal(sneaky.page().props.redirect, '/evil.example')
  })

  test('closed registration shows that instead of the form', async ({ assert }) => {
    await settings.update('security', { enable_register: false })
    const page = await http('GET', '/register', { headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    assert.include(page.text_(), '网站已关闭注册')
    assert.notInclude(page.text_(), '确认密码')
  })

  test('a logged-in user opening /login or /register goes to its own page', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    const cookies = await sessionOf(user)
    const loginPage = await http('GET', '/login', { cookies, headers: { Accept: 'text/html' } })
    loginPage.assertStatus(302)
    assert.equal(loginPage.header('location'), `/user/${user.id}`)
    const registerPage = await http('GET', '/register', { cookies, headers: { Accept: 'text/html' } })
    assert.equal(registerPage.header('location'), `/user/${user.id}`)
  })

  test('when the site is closed a member stays at the login page, an administrator does not', async ({ assert }) => {
    const member = await createUser({ password: 'secret123' })
    const admin = await createSuperAdmin()
    const memberCookies = await sessionOf(member)
    const adminCookies = await sessionOf(admin)
    await settings.update('security', { is_close: true })

    const memberPage = await http('GET', '/login', { cookies: memberCookies, headers: { Accept: 'text/html' } })
    memberPage.assertStatus(200)
    assert.include(memberPage.text_(), '当前账号无权访问')
    const adminPage = await http('GET', '/login', { cookies: adminCookies, headers: { Accept: 'text/html' } })
    adminPage.assertStatus(302)
    assert.equal(adminPage.header('location'), `/user/${admin.id}`)
  })

  test('the personal centre needs a login', async ({ assert }) => {
    for (const path of ['/me', '/me/profile', '/me/password']) {
      const response = await http('GET', path, { headers: { Accept: 'text/html' } })
      response.assertStatus(302)
      assert.equal(response.header('location'), `/login?redirect=${encodeURIComponent(path)}`)
    }
  })

  test('the personal centre shows the user, its tabs and the tabs plugins add', async ({ assert }) => {
    const user = await createUser({ password: 'secret123' })
    meTabs.add('test', (owner) => (owner.id === user.id ? [{ key: 'test_tab', title: '测试标签', href: '/me/test_tab' }] : []))
    const cookies = await sessionOf(user)
    const page = await http('GET', '/me', { cookies, headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    const html = page.text_()
    assert.include(html, user.username)
    for (const title of ['个人中心', '个人资料', '修改密码', '测试标签']) assert.include(html, title)
    // Plugins' tabs (whichever plugins are enabled) sit between the overview and the account tabs.
    const keys: string[] = page.page().props.tabs.map((tab: { key: string }) => tab.key)
    assert.equal(keys[0], 'index')
    assert.include(keys, 'test_tab')
    assert.deepEqual(keys.slice(-2), ['profile', 'password'])
    // The quick links of /me: every real tab names its icon and says what is behind it.
    for (const tab of page.page().props.tabs.filter((entry: { key: string }) => !['index', 'test_tab'].includes(entry.key))) {
      assert.match(tab.icon ?? '', /^Icon[A-Z]/, `${tab.key} has an icon`)
      assert.isAbove((tab.description ?? '').length, 0, `${tab.key} has a description`)
    }

    const profile = await http('GET', '/me/profile', { cookies, headers: { Accept: 'text/html' } })
    assert.include(profile.text_(), '修改资料')
  })

  test('the password tab pre-fills the default password only for accounts that still use it', async ({ assert }) => {
    const user = await createUser({ password: DEFAULT_PASSWORD })
    await User.query().where('id', user.id).update({ is_default_password: true })
    const cookies = await sessionOf(user, DEFAULT_PASSWORD)
    const flagged = await http('GET', '/me/password', { cookies, headers: { Accept: 'text/html' } })
    assert.equal(flagged.page().props.default_password, DEFAULT_PASSWORD)

    const other = await createUser({ password: 'secret123' })
    const plain = await http('GET', '/me/password', { cookies: await sessionOf(other), headers: { Accept: 'text/html' } })
    assert.equal(plain.page().props.default_password, '')
  })

  test('a public profile page, its tabs, and 404 for nobody', async ({ assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ signature: '热爱阅读的人' })
    const page = await http('GET', `/user/${user.id}`, { headers: { Accept: 'text/html' } })
    page.assertStatus(200)
    assert.include(page.text_(), user.username)
    assert.include(page.text_(), '热爱阅读的人')
    assert.notInclude(page.text_(), user.email!)

    assert.include(page.text_(), '暂无动态')
    assert.equal(page.page().props.active, 'default')

    const missing = await http('GET', '/user/999999', { headers: { Accept: 'text/html' } })
    missing.assertStatus(404)
    assert.include(missing.text_(), '页面不存在')
  })

  test('/user leads to one’s own page, or to the login', async ({ assert }) => {
    const guest = await http('GET', '/user', { headers: { Accept: 'text/html' } })
    assert.equal(guest.header('location'), '/login?redirect=%2Fuser')
    const user = await createUser({ password: 'secret123' })
    const own = await http('GET', '/user', { cookies: await sessionOf(user), headers: { Accept: 'text/html' } })
    assert.equal(own.header('location'), `/user/${user.id}`)
  })
})
