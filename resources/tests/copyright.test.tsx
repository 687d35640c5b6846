import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { copyrightYears } from '~/lib/copyright'
import { SiteFooter } from '~/components/site/site_footer'
import { SETTINGS } from './fixtures'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

describe('copyright years', () => {
  it('runs from the start year to this year', () => {
    expect(copyrightYears(2019, 2026)).toBe('2019-2026')
    expect(copyrightYears('2024', 2026)).toBe('2024-2026')
  })

  it('is only this year when the start is this year, later or missing', () => {
    expect(copyrightYears(2026, 2026)).toBe('2026')
    expect(copyrightYears(2030, 2026)).toBe('2026')
    expect(copyrightYears(undefined, 2026)).toBe('2026')
    expect(copyrightYears('', 2026)).toBe('2026')
  })

  it('appears in the footer with the site name, sitemap, ICP and powered-by mark', () => {
    render(<SiteFooter settings={SETTINGS} showFriendLinks={false} />)
    const year = new Date().getFullYear()
    expect(screen.getByText(`© 2024-${year} Docsite 文库`)).toBeTruthy()
    expect(screen.getByRole('link', { name: '网站地图' }).getAttribute('href')).toBe('/sitemap.xml')
    expect(screen.getByText('京ICP备00000000号')).toBeTruthy()
    expect(screen.getByText('Powered by Docsite v0.1.0')).toBeTruthy()
    expect(screen.getByRole('link', { name: '关于我们' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: '联系我们' })).toBeNull()
  })

  it('lists friend links only where the layout asks for them', () => {
    const friends = [{ id: 1, title: '开源中国', link: 'https://www.oschina.net' }]
    const { unmount } = render(<SiteFooter settings={SETTINGS} friendlinks={friends} showFriendLinks />)
    expect(screen.getByRole('link', { name: '开源中国' })).toBeTruthy()
    unmount()
    render(<SiteFooter settings={SETTINGS} friendlinks={friends} showFriendLinks={false} />)
    expect(screen.queryByRole('link', { name: '开源中国' })).toBeNull()
  })
})
