import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { LayoutSlot, SiteComponent } from '~/components/site/site_component'
import { setPage } from '~/tests/inertia_mock'

vi.mock('@inertiajs/react', () => import('~/tests/inertia_mock'))
vi.mock('~/lib/ui_contributions', () => {
  const components: Record<string, (props: { children?: unknown }) => unknown> = {
    'broken.ribbon': () => {
      throw new Error('no such table: broken_things')
    },
    'broken.wrapper': () => {
      throw new Error('no such table: broken_things')
    },
    'fine.ribbon': () => <p>正常的横幅</p>,
  }
  return { contributedComponent: (name: string) => components[name], contributedIcon: () => undefined }
})

const layoutComponents = [
  { component: 'broken.ribbon', place: 'bottom' },
  { component: 'fine.ribbon', place: 'bottom' },
  { component: 'broken.wrapper', place: 'search_results' },
]

describe('a contributed component that throws', () => {
  it('is left out in the browser; the other contributions and the wrapped content show', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    setPage({ props: { layoutComponents, siteComponents: ['broken.ribbon'] } })
    render(
      <>
        <LayoutSlot place="bottom" />
        <LayoutSlot place="search_results">
          <section aria-label="搜索结果">结果列表</section>
        </LayoutSlot>
        <SiteComponent name="broken.ribbon" fallback={<span>没有横幅</span>} />
      </>
    )
    expect(screen.getByText('正常的横幅')).toBeTruthy()
    expect(screen.getByRole('region', { name: '搜索结果' }).textContent).toBe('结果列表')
    expect(screen.getByText('没有横幅')).toBeTruthy()
    setPage({})
    quiet.mockRestore()
  })

  it('does not fail the server render: the rest of the page is rendered', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    setPage({ props: { layoutComponents } })
    const html = renderToString(
      <>
        <LayoutSlot place="bottom" />
        <LayoutSlot place="search_results">
          <section aria-label="搜索结果">结果列表</section>
        </LayoutSlot>
      </>
    )
    expect(html).toContain('正常的横幅')
    expect(html).toContain('结果列表')
    setPage({})
    quiet.mockRestore()
  })
})
