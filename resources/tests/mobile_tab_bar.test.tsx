import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { activeMobileTab, showsMobileTabBar } from '~/lib/site_routes'
import SiteLayout from '~/layouts/site_layout'
import { SETTINGS } from './fixtures'
import { setPage } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

describe('mobile tab bar', () => {
  it('belongs to home, tool, user, category, document and search routes', () => {
    for (const url of ['/', '/tool', '/user', '/user/5/document', '/category/3', '/document/9', '/search?wd=a&type=0']) {
      expect(showsMobileTabBar(url), url).toBe(true)
    }
  })

  it('also belongs to their /m/ variants', () => {
    for (const url of ['/m/categoryall', '/m/category/2', '/m/document/1', '/m/search?wd=x']) {
      expect(showsMobileTabBar(url), url).toBe(true)
    }
  })

  it('is absent from other pages', () => {
    for (const url of ['/login', '/register', '/article', '/article/3', '/me', '/me/profile', '/post', '/upload', '/joinvip']) {
      expect(showsMobileTabBar(url), url).toBe(false)
    }
  })

  it('marks the tab of the current route', () => {
    expect(activeMobileTab('/')).toBe('home')
    expect(activeMobileTab('/m/categoryall')).toBe('category')
    expect(activeMobileTab('/tool')).toBe('tool')
    expect(activeMobileTab('/user/3')).toBe('user')
    expect(activeMobileTab('/document/3')).toBeNull()
  })

  it('is rendered by the site layout on home and not on the login page', () => {
    setPage({ url: '/', props: { user: null, allowedPages: [], settings: SETTINGS } })
    const { unmount } = render(<SiteLayout>内容</SiteLayout>)
    const bar = screen.getByRole('navigation', { name: '底部导航' })
    expect([...bar.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/', '/m/categoryall', '/tool', '/user'])
    unmount()
    setPage({ url: '/login', props: { user: null, allowedPages: [], settings: SETTINGS } })
    render(<SiteLayout>内容</SiteLayout>)
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })
})
