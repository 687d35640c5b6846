import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import type { DashboardWidget } from '../../dashboard_widget'
import { WidgetCard } from '../../ui/components/dashboard/widget_card'

vi.mock('@inertiajs/react', () => import('../../../../resources/tests/inertia_mock'))

// Typed with the server's widget type (core/admin/contracts), as a module hands it to the dashboard.
const RANKING: DashboardWidget = {
  key: 'test.top',
  title: '近7天热门文档',
  kind: 'ranking',
  unit: '次浏览',
  empty: '近7天还没有文档被浏览',
  ranking: [
    { title: '望远镜使用手册', href: '/document/7', value: 1200 },
    { title: '文档 #9（已删除）', value: 3 },
  ],
}

describe('a dashboard widget', () => {
  it('draws a ranking with its links and its unit', () => {
    render(<WidgetCard widget={RANKING} />)
    expect(screen.getByRole('link', { name: '望远镜使用手册' }).getAttribute('href')).toBe('/document/7')
    expect(screen.getByText('1,200 次浏览')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '文档 #9（已删除）' })).toBeNull()
  })

  it('says what the module gave as its empty text when there is nothing to rank', () => {
    render(<WidgetCard widget={{ ...RANKING, ranking: [] }} />)
    expect(screen.getByText('近7天还没有文档被浏览')).toBeTruthy()
  })

  it('draws a notice as a banner with its headline and description', () => {
    const notice: DashboardWidget = {
      key: 'test.notice',
      title: '存储',
      kind: 'notice',
      notice: { type: 'danger', text: '存储空间已满', description: '请清理附件' },
    }
    render(<WidgetCard widget={notice} />)
    expect(screen.getByText('存储空间已满')).toBeTruthy()
    expect(screen.getByText('请清理附件')).toBeTruthy()
  })
})
