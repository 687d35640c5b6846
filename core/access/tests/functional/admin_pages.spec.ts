import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import registry from '#core/kernel/plugin_registry'
import { registeredCapabilities } from '#core/access/contracts'
import { staffToken, superToken } from '../helpers.js'

/** The Inertia page object of an admin page (component and props), as the browser receives it. */
async function pageObject(client: ApiClient, token: string, path: string) {
  const first = await client.get(path).bearerToken(token).header('X-Inertia', 'true').redirects(0)
  const version = first.header('x-inertia-version')
  if (first.status() !== 409 || !version) return { status: first.status(), page: first.body(), location: first.header('location') }
  const response = await client.get(path).bearerToken(token).header('X-Inertia', 'true').header('X-Inertia-Version', version).redirects(0)
  return { status: response.status(), page: response.body(), location: response.header('location') }
}

test.group('Access admin pages', () => {
  test('staff holding only the list permission gets the user page without the actions it may not use', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.list'])
    const { status, page } = await pageObject(client, token, '/admin/user/list')
    assert.equal(status, 200)
    assert.equal(page.component, 'access/admin/user_list')
    assert.deepEqual(page.props.can, { create: false, update: false, delete: false, punish: false })
    assert.isFalse(page.props.isSuper)
    assert.deepEqual(
      page.props.punishmentTypes.map((type: any) => type.label),
      ['禁用账户', '禁止评论', '禁止上传', '禁止下载', '禁止收藏', '禁止发布文章']
    )
  })

  test('a super admin may use every action of every access page', async ({ client, assert }) => {
    const { token } = await superToken()
    const users = await pageObject(client, token, '/admin/user/list')
    assert.deepEqual(users.page.props.can, { create: true, update: true, delete: true, punish: true })
    assert.isTrue(users.page.props.isSuper)
    for (const [path, component] of [
      ['/admin/user/group', 'access/admin/user_group'],
      ['/admin/user/permission', 'access/admin/user_permission'],
      ['/admin/user/punishment', 'access/admin/user_punishment'],
    ]) {
      const { status, page } = await pageObject(client, token, path)
      assert.equal(status, 200, path)
      assert.equal(page.component, component)
      assert.isTrue(Object.values(page.props.can).every(Boolean), `${path} allows everything`)
    }
  })

  test('the role page tells apart viewing and editing a role’s permissions', async ({ client, assert }) => {
    const { token } = await staffToken(['access.group.list', 'access.group.permission', 'access.permission.list'])
    const { page } = await pageObject(client, token, '/admin/user/group')
    assert.include(page.props.can, { viewPermissions: true, setPermissions: false, listPermissions: true, create: false })
    assert.deepEqual(
      page.props.capabilities.map((option: any) => option.key),
      registeredCapabilities().map((definition) => definition.key),
      'one switch per registered capability'
    )
    if (registry.isEnabled('documents')) {
      assert.deepInclude(page.props.capabilities, {
        key: 'enable_upload',
        label: '上传文档',
        help: '允许该角色的用户上传文档',
        default: false,
      })
    }
  })

  test('staff opening an access page its permissions do not open goes to /admin', async ({ client, assert }) => {
    const { token } = await staffToken(['access.user.list'])
    const response = await client.get('/admin/user/punishment').bearerToken(token).redirects(0)
    assert.equal(response.status(), 302)
    assert.equal(response.header('location'), '/admin')
  })

  test('the statistics, visitor and search analytics pages follow the page rule of every admin page', async ({ client, assert }) => {
    const shells = registry.adminMenu().filter((entry) => ['statistics', 'visitor-analytics', 'search-analytics'].includes(entry.page))
    assert.isAbove(shells.length, 0)
    const menuTitles = async (token: string) => {
      const { page } = await pageObject(client, token, '/admin')
      return page.props.adminMenu.flatMap((node: any) => [node.title, ...(node.children ?? []).map((child: any) => child.title)])
    }

    const { token: outsider } = await staffToken(['settings.config.list'])
    const outsiderMenu = await menuTitles(outsider)
    for (const entry of shells) {
      assert.notEqual(entry.permission, 'public', entry.page)
      const response = await client.get(`/admin/${entry.page}`).bearerToken(outsider).redirects(0)
      assert.equal(response.status(), 302, entry.page)
      assert.equal(response.header('location'), '/admin', entry.page)
      assert.notInclude(outsiderMenu, entry.title)
    }

    for (const entry of shells) {
      const { token } = await staffToken([entry.permission])
      const { status } = await pageObject(client, token, `/admin/${entry.page}`)
      assert.equal(status, 200, entry.page)
      const menu = await menuTitles(token)
      assert.include(menu, entry.title)
      for (const other of shells.filter((item) => item.permission !== entry.permission)) assert.notInclude(menu, other.title)
    }
  })
})
