import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import AdminLayout from '~/layouts/admin_layout'
import type { AdminMenuNode } from '~/lib/shared_props'
import { adminPageOf, currentMenuLink } from '~/components/admin/admin_menu'
import { member, SETTINGS } from './fixtures'
import { setPage } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

/**
 * The menu is filtered on the server (core/admin/admin_menu.ts), outside this TypeScript
 * project; Vitest loads that very module so the layout is tested with what users receive.
 */
type MenuEntryInput = { page: string; title: string; icon?: string; parent?: string; permission: string }
const SERVER_MENU_BUILDER = '../../core/admin/admin_menu.ts'
const { buildAdminMenu } = (await import(/* @vite-ignore */ SERVER_MENU_BUILDER)) as {
  buildAdminMenu: (entries: MenuEntryInput[], allowedPages: string[]) => AdminMenuNode[]
}

const ENTRIES: MenuEntryInput[] = [
  { page: 'dashboard', title: '面板', icon: 'IconHome', permission: 'public' },
  { page: 'statistics', title: '数据统计', icon: 'IconHistogram', permission: 'public' },
  { page: 'user/list', title: '用户管理', icon: 'IconUser', parent: '用户', permission: 'accounts.user.list' },
  { page: 'user/group', title: '角色管理', icon: 'IconUserGroup', parent: '用户', permission: 'access.group.list' },
  { page: 'document/list', title: '文档列表', icon: 'IconFile', parent: '文档', permission: 'documents.document.list' },
  { page: 'config/system', title: '系统设置', icon: 'IconSetting', parent: '系统设置', permission: 'settings.config.list' },
  { page: 'navigation', title: '导航栏', icon: 'NoSuchIcon', permission: 'public' },
]

describe('admin menu', () => {
  it('keeps public entries and the allowed pages only', () => {
    const menu = buildAdminMenu(ENTRIES, ['user/list'])
    expect(menu.map((node) => node.title)).toEqual(['面板', '数据统计', '用户', '导航栏'])
    const users = menu.find((node) => node.title === '用户')
    expect(users && 'children' in users ? users.children.map((child) => child.page) : []).toEqual(['user/list'])
  })

  it('groups entries by parent where the first entry sorts and links to /admin/{page}', () => {
    const menu = buildAdminMenu(ENTRIES, ['user/list', 'user/group', 'document/list', 'config/system'])
    expect(menu.map((node) => node.title)).toEqual(['面板', '数据统计', '用户', '文档', '系统设置', '导航栏'])
    expect(menu[0]).toMatchObject({ page: 'dashboard', href: '/admin' })
    const users = menu[2]
    expect('children' in users && users.children.map((child) => child.href)).toEqual(['/admin/user/list', '/admin/user/group'])
  })

  it('finds the current page, the dashboard for /admin and /admin/index', () => {
    const menu = buildAdminMenu(ENTRIES, ['user/list'])
    expect(adminPageOf('/admin')).toBe('dashboard')
    expect(adminPageOf('/admin/index')).toBe('dashboard')
    expect(currentMenuLink(menu, '/admin/user/list?page=2')?.page).toBe('user/list')
    expect(currentMenuLink(menu, '/admin/user/list/edit/3')?.page).toBe('user/list')
  })

  it('renders only the visible entries in the admin layout, the current one selected', () => {
    setPage({
      url: '/admin/statistics',
      props: {
        user: member(),
        allowedPages: ['user/list'],
        settings: SETTINGS,
        adminMenu: buildAdminMenu(ENTRIES, ['user/list']),
      },
    })
    const { container } = render(<AdminLayout>页面</AdminLayout>)
    for (const title of ['面板', '数据统计', '用户', '导航栏']) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0)
    }
    for (const title of ['文档', '文档列表', '系统设置', '角色管理']) {
      expect(screen.queryByText(title), title).toBeNull()
    }
    const selected = container.querySelector('.semi-navigation-item-selected')
    expect(selected?.textContent).toContain('数据统计')
    expect(container.querySelector('a[href="/admin"]')).toBeTruthy()
    expect(container.querySelector('a[href="/admin/navigation"]')).toBeTruthy()
  })
})
