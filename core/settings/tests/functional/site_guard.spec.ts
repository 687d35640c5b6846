import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

async function security(values: { login_required?: boolean; is_close?: boolean }) {
  await settings.update('security', values)
}

test.group('Site guard: login_required', (group) => {
  group.each.setup(() => security({ login_required: true }))
  group.each.teardown(() => security({ login_required: false, is_close: false }))

  test('a guest opening a page goes to /login with the page as redirect', async ({ client, assert }) => {
    const response = await client.get('/?from=mail').redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login?redirect=%2F%3Ffrom%3Dmail')

    const admin = await client.get('/admin/config/system').redirects(0)
    admin.assertStatus(302)
    assert.equal(admin.header('location'), '/login?redirect=%2Fadmin%2Fconfig%2Fsystem')
  })

  test('a guest calling the API gets 401, except the open calls', async ({ client }) => {
    const list = await client.get('/api/v1/navigation/list')
    list.assertStatus(401)
    list.assertBodyContains({ code: 16, message: '您未登录或您的登录已过期，请重新登录或刷新页面重试' })

    const open = await client.get('/api/v1/settings')
    open.assertStatus(200)
    open.assertBodyContains({ security: { login_required: true } })
  })

  test('a signed-in member reads pages and calls as usual', async ({ client }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const page = await client.get('/').bearerToken(token).redirects(0)
    page.assertStatus(200)
    const list = await client.get('/api/v1/navigation/list').bearerToken(token)
    list.assertStatus(200)
  }).timeout(120000)

  test('uploaded images stay reachable so the login page can show the logo', async ({ client }) => {
    // No such file: what matters is that the guard does not send the guest to /login.
    const response = await client.get('/uploads/aa/bb/0123456789abcdef0123456789abcdef.png').redirects(0)
    response.assertStatus(404)
  })

  test('with the setting off, guests are let in again', async ({ client }) => {
    await security({ login_required: false })
    const list = await client.get('/api/v1/navigation/list')
    list.assertStatus(200)
  })
})

test.group('Site guard: is_close', (group) => {
  group.each.setup(() => security({ is_close: true }))
  group.each.teardown(() => security({ login_required: false, is_close: false }))

  test('a guest goes to /login for pages and gets 401 from the API', async ({ client, assert }) => {
    const page = await client.get('/').redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/login?redirect=%2F')
    const api = await client.get('/api/v1/friendlink/list')
    api.assertStatus(401)
    const open = await client.get('/api/v1/settings')
    open.assertStatus(200)
    open.assertBodyContains({ security: { is_close: true } })
  })

  test('a member without admin pages is kept at /login and gets 403 from the API', async ({ client, assert }) => {
    const member = await createUser()
    const token = await tokenFor(member)
    const page = await client.get('/').bearerToken(token).redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/login?closed=1')
    const api = await client.get('/api/v1/navigation/list').bearerToken(token)
    api.assertStatus(403)
    api.assertBodyContains({ code: 7, message: '网站已关闭' })
  })

  test('staff with an allowed admin page and super admins keep using the site', async ({ client }) => {
    const { user: staff } = await createStaff(['settings.config.list'])
    const admin = await createSuperAdmin()
    for (const user of [staff, admin]) {
      const token = await tokenFor(user)
      const page = await client.get('/').bearerToken(token).redirects(0)
      page.assertStatus(200)
      const api = await client.get('/api/v1/navigation/list').bearerToken(token)
      api.assertStatus(200)
    }
    const config = await client
      .get('/admin/config/security')
      .bearerToken(await tokenFor(staff))
      .redirects(0)
    config.assertStatus(200)
  }).timeout(120000)
})
