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
  fireEvent.mouseEnter(screen.getByRole('button', { name: /用户菜单/ }))
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

  it('shows the VIP badge of commerce only while commerce lists it, VIP is enabled and the user is VIP', () => {
    const vip = member({ is_vip: true })
    const cases: [boolean, boolean, boolean][] = [
      [false, true, false],
      [true, false, false],
      [true, true, true],
    ]
    for (const [listed, enabled, shown] of cases) {
      const settings = { ...SETTINGS, vip: { enable: enabled } }
      setPage({
        props: { user: vip, settings, layoutComponents: listed ? [{ component: 'commerce.vipBadge', place: 'header_actions' }] : [] },
      })
      const { unmount } = renderHeader({ user: vip, settings })
      expect(Boolean(screen.queryByLabelText('VIP 会员'))).toBe(shown)
      unmount()
    }
    setPage({})
  })

  it('shows 每日签到 to a signed-in user only while commerce puts it among the actions', () => {
    const sign = [{ component: 'commerce.dailySign', place: 'header_actions', props: { variant: 'header' } }]
    const shared = { user: member(), settings: SETTINGS, dailySign: { enabled: true, signed: false } }
    setPage({ props: { ...shared, layoutComponents: [] } })
    const { unmount } = renderHeader({ user: member() })
    expect(screen.queryByRole('button', { name: '每日签到' })).toBeNull()
    unmount()
    setPage({ props: { ...shared, user: null, layoutComponents: sign } })
    const guest = renderHeader({ user: null })
    expect(screen.queryByRole('button', { name: '每日签到' })).toBeNull()
    guest.unmount()
    setPage({ props: { ...shared, layoutComponents: sign } })
    renderHeader({ user: member() })
    expect(screen.getByRole('button', { name: '每日签到' })).toBeTruthy()
    setPage({})
  })

  it('wraps a navigation entry in the popover its owner contributes, and leaves the plain link when the owner is off', async () => {
    const categories = [{ id: 4, title: '经验分享', type: 1, enable: true, children: [] }]
    const navigation = [
      { id: 2, title: '文章', href: '/article', color: '', target: '', popover: 'articles.categoryPopover', children: [] },
    ]
    const hover = async () => {
      fireEvent.mouseEnter(screen.getByRole('link', { name: '文章' }))
      await new Promise((resolve) => setTimeout(resolve, 800))
    }
    setPage({ props: { articleCategories: categories, siteComponents: [] } })
    const { unmount } = renderHeader({ navigation })
    await hover()
    expect(screen.queryByRole('link', { name: '经验分享' })).toBeNull()
    unmount()
    setPage({ props: { articleCategories: categories, siteComponents: ['articles.categoryPopover'] } })
    renderHeader({ navigation })
    await hover()
    await waitFor(() => expect(screen.getByRole('link', { name: '经验分享' }).getAttribute('href')).toBe('/article?category_id=4'))
    setPage({})
  })
})
