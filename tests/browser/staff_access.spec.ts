import { test } from '@japa/runner'
import settings from '#core/settings/settings_service'
import registry from '#core/kernel/plugin_registry'
import { createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'
import { openPage } from '#tests/helpers/browser'

const PASSWORD = 'journey-secret'

async function logIn(page: any, username: string, password = PASSWORD) {
  await page.fill('#username', username)
  await page.fill('#password', password)
  await page.getByRole('button', { name: '登录' }).click()
}

/** The admin pages the server put in the side menu of the page the browser shows. */
async function menuPages(page: any): Promise<string[]> {
  const data = await page.locator('script[data-page]').first().textContent()
  const nodes = JSON.parse(data ?? '{}').props?.adminMenu ?? []
  return nodes.flatMap((node: any) => (node.children ? node.children : [node])).map((link: any) => link.page)
}

async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
    method,
    headers: { 'Authorization': `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

test.group('Staff access in a browser', (group) => {
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    await settings.update('security', { login_required: false, is_close: false })
  })

  test('a new member given a role with two permissions sees exactly those admin pages', async ({ visit, assert }) => {
    const username = `staff_${Date.now().toString(36)}`
    const register = await openPage(visit, '/register')
    await register.fill('#username', username)
    await register.fill('#email', `${username}@example.com`)
    await register.fill('#password', PASSWORD)
    await register.fill('#repeat_password', PASSWORD)
    await register.getByRole('button', { name: '注册' }).click()
    await register.waitForURL((url: URL) => url.pathname === '/')

    await register.goto('/admin')
    await register.waitForURL((url: URL) => url.pathname === '/')

    const adminToken = await tokenFor(await createSuperAdmin())
    const { permission } = await api('GET', '/api/v1/permission/list?size=1000', adminToken)
    const wanted = permission.filter((row: any) => ['access.user.list', 'site.friendlink.list'].includes(row.key))
    assert.sameMembers([...new Set(wanted.map((row: any) => row.key))], ['access.user.list', 'site.friendlink.list'])
    const role = await api('POST', '/api/v1/group', adminToken, { title: `编辑-${username}` })
    await api('PUT', '/api/v1/group/permission', adminToken, {
      group_id: role.id,
      permission_id: wanted.map((row: any) => row.id),
    })
    const { user } = await api('GET', `/api/v1/user/list?wd=${username}`, adminToken)
    const member = user.find((row: any) => row.username === username)
    await api('PUT', '/api/v1/user', adminToken, { id: member.id, group_id: [...member.group_id, role.id] })

    const admin = await openPage(visit, '/admin')
    // The two granted pages, plus the pages every staff member sees (面板, 导航管理 and what plugins mark public).
    const publicPages = registry
      .adminMenu()
      .filter((entry) => entry.permission === 'public' && !entry.hidden)
      .map((entry) => entry.page)
    assert.sameMembers(await menuPages(admin), [...new Set(['user/list', 'friendlink', ...publicPages])])
    await admin.getByText('友情链接').first().waitFor()

    await admin.goto('/admin/user/group')
    await admin.waitForURL((url: URL) => url.pathname === '/admin')
    const list = await openPage(visit, '/admin/user/list')
    await list.getByText(username).first().waitFor()
  })

  test('a plain member is kept out of the back office', async ({ visit }) => {
    const member = await createUser({ password: PASSWORD })
    const page = await openPage(visit, '/login?redirect=/admin/user/list')
    await logIn(page, member.username)
    await page.waitForURL((url: URL) => url.pathname === '/')
    await page.goto('/admin')
    await page.waitForURL((url: URL) => url.pathname === '/')
  })

  test('with login_required a guest is sent to /login and comes back after signing in', async ({ visit }) => {
    await settings.update('security', { login_required: true })
    const member = await createUser({ password: PASSWORD })
    const page = await visit('/me/profile', { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.waitForURL((url: URL) => url.pathname === '/login' && url.searchParams.get('redirect') === '/me/profile')
    await page.waitForSelector('body[data-hydrated]')
    await logIn(page, member.username)
    await page.waitForURL((url: URL) => url.pathname === '/me/profile')
  })

  test('with the site closed only staff get past the login page', async ({ visit }) => {
    await settings.update('security', { is_close: true })
    const member = await createUser({ password: PASSWORD })
    const page = await openPage(visit, '/login')
    await logIn(page, member.username)
    await page.waitForURL((url: URL) => url.pathname === '/login')
    await page.goto('/')
    await page.waitForURL((url: URL) => url.pathname === '/login')

    const staff = await createSuperAdmin()
    const context = page.context()
    await context.clearCookies()
    const again = await openPage(visit, '/login')
    await logIn(again, staff.username, 'secret123')
    await again.waitForURL((url: URL) => url.pathname !== '/login')
    await again.goto('/')
    await again.waitForURL((url: URL) => url.pathname === '/')
  })
})
