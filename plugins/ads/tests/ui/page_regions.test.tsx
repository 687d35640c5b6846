import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { LayoutSlot } from '~/components/site/site_component'
import { setPage } from '~/tests/inertia_mock'

vi.mock('@inertiajs/react', () => import('~/tests/inertia_mock'))

const results = <section aria-label="搜索结果">结果列表</section>
const aside = { component: 'ads.aside', place: 'search_results', props: { position: 'search_right' } }
const advertisement = { id: 3, position: 'search_right', title: '右侧广告', content: '<p>右侧广告内容</p>' }

describe("the ads in core pages' regions", () => {
  it('wrap the search results with the side position beside them', () => {
    setPage({ props: { layoutComponents: [aside], advertisements: { search_right: [advertisement] } } })
    const { container } = render(<LayoutSlot place="search_results">{results}</LayoutSlot>)
    expect(container.querySelector('.ds-ad-aside__main')?.textContent).toBe('结果列表')
    expect(screen.getByRole('complementary', { name: '广告' }).textContent).toBe('右侧广告内容')
    setPage({})
  })

  it('leave the results as they are without the ads plugin, and draw nothing in a region without content', () => {
    setPage({ props: { layoutComponents: [] } })
    const { container } = render(<LayoutSlot place="search_results">{results}</LayoutSlot>)
    expect(container.innerHTML).toBe('<section aria-label="搜索结果">结果列表</section>')
    const top = render(<LayoutSlot place="search_top" />)
    expect(top.container.innerHTML).toBe('')
    setPage({})
  })

  it('fill a region in the order they were placed, only on its own page', () => {
    const slot = (position: string) => ({ component: 'ads.slot', place: 'home_before_sections', props: { position } })
    const booked = (position: string) => [{ id: position.length, position, title: position, content: `<p>${position}</p>` }]
    setPage({
      props: {
        layoutComponents: [slot('index_banner_bottom'), slot('index_category_top')],
        advertisements: { index_banner_bottom: booked('index_banner_bottom'), index_category_top: booked('index_category_top') },
      },
    })
    const home = render(<LayoutSlot place="home_before_sections" />)
    expect([...home.container.querySelectorAll('[data-position]')].map((box) => box.getAttribute('data-position'))).toEqual([
      'index_banner_bottom',
      'index_category_top',
    ])
    const profile = render(<LayoutSlot place="profile_top" />)
    expect(profile.container.innerHTML).toBe('')
    setPage({})
  })
})
