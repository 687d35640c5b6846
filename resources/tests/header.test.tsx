import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SiteHeader, type SiteHeaderProps } from '~/components/site/site_header'
import { userMenuEntries } from '~/components/site/user_menu'
import { member, SETTINGS } from './fixtures'
import { setPage } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  return render(
    <SiteHeader
      user={null}
      allowedPages={[]}
      settings={SETTINGS}
      navigation={[{ id: 1, title: '首页', href: '/', color: '', target: '', children: [] }]}
      currentUrl="/"
      onOpenDrawer={() => {}}
      {...props}
    />
  )
}

async function openUserMenu() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: '用户菜单' }))
  await screen.findByText('退出登录')
}

describe('site header', () => {
  it('offers a guest a login link that returns to the current page', () => {
    renderHeader({ currentUrl: '/document/12?page=2' })
    const login = screen.getByRole('link', { name: '登录' })
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fdocument%2F12%3Fpage%3D2')
    expect(screen.queryByRole('button', { name: '用户菜单' })).toBeNull()
  })

  it('shows the user menu without 管理后台 to a member with no admin pages', async () => {
    renderHeader({ user: member(), allowedPages: [] })
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull()
    await openUserMenu()
    expect(screen.getByText('个人主页')).toBeTruthy()
    expect(screen.getByText('个人中心')).toBeTruthy()
    expect(screen.queryByText('管理后台')).toBeNull()
  })

  it('adds 管理后台 for a user with allowed admin pages', async () => {
    renderHeader({ user: member(), allowedPages: ['user/list'] })
    await openUserMenu()
    await waitFor(() => expect(screen.getByText('管理后台')).toBeTruthy())
  })

  it('builds the user menu entries from the allowed pages', () => {
    expect(userMenuEntries({ id: 3 }, []).map((entry) => entry.label)).toEqual(['个人主页', '个人中心', '退出登录'])
    const staff = userMenuEntries({ id: 3 }, ['dashboard'])
    expect(staff.find((entry) => entry.key === 'admin')?.href).toBe('/admin')
    expect(staff[0].href).toBe('/user/3')
  })

  it('searches the kind whose pages these are (articles on article pages), the first kind elsewhere', () => {
    setPage({
      props: {
        searchKinds: [
          { type: 0, title: '文档', placeholder: '搜索文档', paths: [] },
          { type: 1, title: '文章', placeholder: '搜索文章', paths: ['/article'] },
          { type: 90, title: '问候', placeholder: '搜索问候', paths: ['/hello'] },
        ],
      },
    })
    const { unmount } = renderHeader({ currentUrl: '/article?category_id=2' })
    expect(screen.getByPlaceholderText('搜索文章')).toBeTruthy()
    unmount()
    const hello = renderHeader({ currentUrl: '/m/hello' })
    expect(screen.getByPlaceholderText('搜索问候')).toBeTruthy()
    hello.unmount()
    renderHeader({ currentUrl: '/category/3' })
    expect(screen.getByPlaceholderText('搜索文档')).toBeTruthy()
    setPage({})
  })

  it('shows the VIP badge only when VIP is enabled and the user is VIP', () => {
    const { unmount } = renderHeader({ user: member({ is_vip: true }), settings: { ...SETTINGS, vip: { enable: false } } })
    expect(screen.queryByLabelText('VIP 会员')).toBeNull()
    unmount()
    renderHeader({ user: member({ is_vip: true }), settings: { ...SETTINGS, vip: { enable: true } } })
    expect(screen.getByLabelText('VIP 会员')).toBeTruthy()
  })
})
