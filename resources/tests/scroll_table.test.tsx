import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { ScrollTable } from '~/components/scroll_table'

/** A ResizeObserver whose callbacks the test runs, as a browser would after a layout change. */
class ManualResizeObserver {
  static callbacks: (() => void)[] = []
  constructor(callback: () => void) {
    ManualResizeObserver.callbacks.push(callback)
  }
  observe() {}
  disconnect() {}
  static resize() {
    act(() => ManualResizeObserver.callbacks.forEach((callback) => callback()))
  }
}

/** Gives the element the content and box widths a browser's layout would. */
function layOut(element: HTMLElement, { content, box }: { content: number; box: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content })
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: box })
}

function renderTable() {
  return render(
    <ScrollTable
      name="文档列表表格"
      rowKey="id"
      scroll={{ x: 900 }}
      pagination={false}
      columns={[{ title: '标题', dataIndex: 'title' }]}
      dataSource={[{ id: 1, title: '第一篇' }]}
    />
  )
}

describe('ScrollTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    ManualResizeObserver.callbacks = []
  })

  it('makes the scrolling body of the table a named region', () => {
    const { container } = renderTable()
    const region = screen.getByRole('region', { name: '文档列表表格' })
    expect(region).toBe(container.querySelector('.semi-table-body'))
    expect(region.textContent).toContain('第一篇')
  })

  it('is no tab stop while the table fits', () => {
    renderTable()
    expect(screen.getByRole('region', { name: '文档列表表格' }).hasAttribute('tabindex')).toBe(false)
  })

  it('becomes a tab stop when a resize makes it scroll, and stops being one when it fits again', () => {
    vi.stubGlobal('ResizeObserver', ManualResizeObserver)
    renderTable()
    const region = screen.getByRole('region', { name: '文档列表表格' })

    layOut(region, { content: 900, box: 390 })
    ManualResizeObserver.resize()
    expect(region.getAttribute('tabindex')).toBe('0')

    layOut(region, { content: 900, box: 1200 })
    ManualResizeObserver.resize()
    expect(region.hasAttribute('tabindex')).toBe(false)
  })
})
