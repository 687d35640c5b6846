import { test } from '@japa/runner'
import registry from '#core/kernel/plugin_registry'
import { createStaff, createSuperAdmin, createUser, tokenFor } from '#tests/helpers/users'

function inertiaPage(html: string): { component: string; props: Record<string, any> } {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error(`No Inertia page in: ${html.slice(0, 200)}`)
  return JSON.parse(match[1])
}

function menuTitles(menu: any[]): string[] {
  return menu.flatMap((node) => [node.title, ...(node.children ?? []).map((child: any) => child.title)])
}

test.group('Admin dashboard', () => {
  test('a guest is sent to login and a member without admin pages goes home', async ({ client }) => {
    const guest = await client.get('/admin').redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login?redirect=%2Fadmin')

    const member = await createUser()
    const asMember = await client
      .get('/admin/index')
      .bearerToken(await tokenFor(member))
      .redirects(0)
    asMember.assertStatus(302)
    asMember.assertHeader('location', '/')
  })

  test('a super admin gets the dashboard with system info and the full menu', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const token = await tokenFor(admin)
    for (const path of ['/admin', '/admin/index']) {
      const response = await client.get(path).bearerToken(token).header('Accept', 'text/html')
      response.assertStatus(200)
      assert.include(response.text(), 'data-server-rendered="true"')
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'admin/admin/dashboard')
      assert.equal(page.props.system.node_version, process.version)
      assert.isTrue(page.props.canViewStats)
      assert.deepInclude(page.props.adminMenu[0], { page: 'dashboard', title: '面板', href: '/admin' })
      assert.include(menuTitles(page.props.adminMenu), '系统设置')
    }
  })

  test('a staff member sees public entries and its allowed pages only', async ({ client, assert }) => {
    const { user } = await createStaff(['settings.config.list'])
    const response = await client
      .get('/admin')
      .bearerToken(await tokenFor(user))
      .header('Accept', 'text/html')
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    const titles = menuTitles(page.props.adminMenu)
    assert.include(titles, '面板')
    assert.include(titles, '系统设置')
    assert.isFalse(page.props.canViewStats)
    const pages: string[] = page.props.adminMenu.flatMap((node: any) => (node.children ?? [node]).map((link: any) => link.page))
    const publicPages = new Set(
      registry
        .adminMenu()
        .filter((entry) => entry.permission === 'public')
        .map((entry) => entry.page)
    )
    // Settings pages open with the config permission, wherever a group places its page (article/set).
    const configPages = new Set(
      registry
        .adminMenu()
        .filter((entry) => entry.component === 'settings/admin/config')
        .map((entry) => entry.page)
    )
    assert.include(pages, 'config/system')
    for (const visible of pages) {
      assert.isTrue(publicPages.has(visible) || configPages.has(visible), `${visible} should not be in the menu`)
    }
  })

  test('the admin menu is only computed for admin pages', async ({ client, assert }) => {
    const admin = await createSuperAdmin()
    const response = await client
      .get('/')
      .bearerToken(await tokenFor(admin))
      .header('Accept', 'text/html')
    response.assertStatus(200)
    assert.notProperty(inertiaPage(response.text()).props, 'adminMenu')
  })
})
