import { test } from '@japa/runner'
import { adminHref, buildAdminMenu, type MenuEntryInput } from '#core/admin/admin_menu'

const ENTRIES: MenuEntryInput[] = [
  { page: 'dashboard', title: '面板', icon: 'IconHome', permission: 'public' },
  { page: 'user/list', title: '用户管理', icon: 'IconUser', parent: '用户', permission: 'accounts.user.list' },
  { page: 'statistics', title: '数据统计', permission: 'public' },
  { page: 'user/group', title: '角色管理', parent: '用户', permission: 'access.group.list' },
  { page: 'config/system', title: '系统设置', icon: 'IconSetting', parent: '系统设置', permission: 'settings.config.list' },
]

test.group('Admin menu builder', () => {
  test('a user sees public entries and its allowed pages, nothing else', ({ assert }) => {
    const menu = buildAdminMenu(ENTRIES, ['user/group'])
    assert.deepEqual(
      menu.map((node) => node.title),
      ['面板', '数据统计', '用户']
    )
    assert.deepEqual(menu[2], {
      title: '用户',
      icon: null,
      children: [{ page: 'user/group', title: '角色管理', icon: null, href: '/admin/user/group' }],
    })
  })

  test("a group sits where its first visible entry sorts and takes that entry's icon", ({ assert }) => {
    const menu = buildAdminMenu(ENTRIES, ['user/list', 'user/group', 'config/system'])
    assert.deepEqual(
      menu.map((node) => node.title),
      ['面板', '用户', '数据统计', '系统设置']
    )
    assert.equal(menu[1].icon, 'IconUser')
  })

  test('a page listed twice appears once, and the dashboard lives at /admin', ({ assert }) => {
    const menu = buildAdminMenu([...ENTRIES, ENTRIES[0]], [])
    assert.lengthOf(
      menu.filter((node) => node.title === '面板'),
      1
    )
    assert.equal(adminHref('dashboard'), '/admin')
    assert.equal(adminHref('article/list'), '/admin/article/list')
  })

  test('hidden entries open by link but never appear in the menu', ({ assert }) => {
    const entries: MenuEntryInput[] = [
      { page: 'category', title: '分类', permission: 'public' },
      { page: 'category/edit', title: '编辑分类', permission: 'public', hidden: true },
    ]
    const menu = buildAdminMenu(entries, ['category', 'category/edit'])
    assert.deepEqual(
      menu.map((node) => node.title),
      ['分类']
    )
  })
})
