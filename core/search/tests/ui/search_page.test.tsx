import { describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import SearchPage from '../../ui/pages/site/search'
import type { SearchPageProps } from '../../ui/components/search_types'
import { setPage } from '../../../../resources/tests/inertia_mock'

vi.mock('@inertiajs/react', () => import('../../../../resources/tests/inertia_mock'))

const HIT = {
  id: 5,
  identifier: 'uuid-5',
  url: '/document/5',
  title: '合同范本',
  title_html: '<em>合同</em>范本',
  snippet_html: '本<em>合同</em>由甲乙双方订立',
  keywords: '',
  language: 'zh',
  categories: [{ id: 3, title: '法律' }],
  created_at: '2026-11-20T08:00:00Z',
  extra: { ext: '.pdf', uploader: '张三', cover: '', pages: 12, view_count: 30, download_count: 4 },
}

function props(change: Partial<SearchPageProps> = {}): SearchPageProps {
  return {
    wd: '合同',
    type: 0,
    types: [
      { type: 0, title: '文档', placeholder: '搜索文档' },
      { type: 1, title: '文章', placeholder: '搜索文章' },
    ],
    card: 'documents.searchCard',
    placeholder: '搜索文档',
    available: true,
    total: 1,
    total_capped: false,
    pageable: 1,
    spend: '0.010',
    page: 1,
    size: 10,
    relaxed: false,
    sort: 'default',
    sorts: [
      { value: 'default', label: '相关度' },
      { value: 'download_count', label: '最多下载' },
    ],
    filters: { ext: 'pdf' },
    facets: [
      {
        param: 'ext',
        title: '格式',
        active: 'pdf',
        options: [
          { value: 'pdf', label: 'PDF', count: 1 },
          { value: 'docx', label: 'DOCX', count: 2 },
        ],
      },
    ],
    hits: [HIT],
    suggestions: [],
    ...change,
  }
}

describe('search page', () => {
  it("renders each hit with the card its kind names, contributed by the kind's plugin", () => {
    setPage({ url: '/search?wd=合同&type=0' })
    const { container } = render(<SearchPage {...props()} />)
    const card = container.querySelector('.ds-search-hit')!
    expect(card.textContent).toContain('张三')
    expect(card.textContent).toContain('12 页')
    expect(card.querySelector('.ds-search-hit__snippet em')?.textContent).toBe('合同')
  })

  it('falls back to a generic card (title, passage, link) when no plugin contributes the named one', () => {
    setPage({ url: '/search?wd=合同&type=90' })
    const { container } = render(<SearchPage {...props({ card: 'nobody.card', type: 90 })} />)
    const card = container.querySelector('.ds-search-hit')!
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/document/5')
    expect(card.querySelector('.ds-search-hit__snippet em')?.textContent).toBe('合同')
    expect(card.textContent).not.toContain('张三')
  })

  it("shows the tabs, the kind's facets and sorts as links that keep the other filters", () => {
    setPage({ url: '/search?wd=合同&type=0&ext=pdf' })
    const { getByText } = render(<SearchPage {...props()} />)
    const linkOf = (text: string) => getByText(text).closest('a')?.getAttribute('href')
    expect(linkOf('文章')).toBe('/search?wd=%E5%90%88%E5%90%8C&type=1')
    expect(getByText('格式')).toBeTruthy()
    expect(linkOf('DOCX')).toBe('/search?wd=%E5%90%88%E5%90%8C&type=0&ext=docx')
    expect(linkOf('最多下载')).toBe('/search?wd=%E5%90%88%E5%90%8C&type=0&ext=pdf&sort=download_count')
    expect(linkOf('全部')).toBe('/search?wd=%E5%90%88%E5%90%8C&type=0')
  })
})
