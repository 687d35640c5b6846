import { describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { contributedComponent } from '~/lib/ui_contributions'

vi.mock('@inertiajs/react', () => import('../../../../resources/tests/inertia_mock'))

describe('hello search card', () => {
  it('is contributed as hello.searchCard, which the 问候 kind names, and shows the greeting and who was greeted', () => {
    const Card = contributedComponent('hello.searchCard')!
    expect(Card).toBeTypeOf('function')
    const hit = {
      id: 3,
      url: '/hello',
      title: '你好，小蓝',
      title_html: '你好，<em>小蓝</em>',
      snippet_html: '',
      categories: [],
      created_at: null,
      extra: { name: '小蓝' },
    }
    const { container } = render(<Card hit={hit} />)
    expect(container.querySelector('.hello-search-card a')?.getAttribute('href')).toBe('/hello')
    expect(container.textContent).toContain('你好，小蓝')
    expect(container.textContent).toContain('问候了 小蓝')
  })
})
