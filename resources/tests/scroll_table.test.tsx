import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ScrollTable } from '~/components/scroll_table'

describe('ScrollTable', () => {
  it('makes the scrolling body of the table a named region the keyboard can focus', () => {
    const { container } = render(
      <ScrollTable
        name="文档列表表格"
        rowKey="id"
        scroll={{ x: 900 }}
        pagination={false}
        columns={[{ title: '标题', dataIndex: 'title' }]}
        dataSource={[{ id: 1, title: '第一篇' }]}
      />
    )
    const region = screen.getByRole('region', { name: '文档列表表格' })
    expect(region).toBe(container.querySelector('.semi-table-body'))
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.textContent).toContain('第一篇')
  })
})
