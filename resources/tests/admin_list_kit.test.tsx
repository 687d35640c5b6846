import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { batchButtons } from '~/components/admin/batch_buttons'
import { timeColumn } from '~/components/admin/time_column'
import { tagColumn } from '~/components/admin/tag_column'
import { StackedCell } from '~/components/admin/stacked_cell'
import { ListBooleanSelect } from '~/components/admin/admin_list_page'
import type { ListQuery } from '~/components/admin/use_list_query'

describe('batch buttons', () => {
  it('are false when none may be used, so the list offers no row selection', () => {
    expect(batchButtons([{ label: '批量删除', type: 'danger', onClick: () => {}, show: false }])).toBe(false)
  })

  it('draw the allowed buttons in order and run their action', () => {
    const approve = vi.fn()
    render(
      <>
        {batchButtons([
          { label: '批量通过', onClick: approve, testId: 'batch-approve' },
          { label: '批量拒绝', type: 'warning', onClick: () => {}, show: false },
          { label: '批量删除', type: 'danger', onClick: () => {} },
        ])}
      </>
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['批量通过', '批量删除'])
    fireEvent.click(screen.getByTestId('batch-approve'))
    expect(approve).toHaveBeenCalledOnce()
  })
})

describe('time column', () => {
  it('shows the date and the time, each unbroken, and is never fitted narrower than the date; or what stands in for a missing one', () => {
    const column = timeColumn<{ id: number }>('结束时间', 'end_time', { missing: '永久' })
    expect(column).toMatchObject({ title: '结束时间', dataIndex: 'end_time', width: 170, wholeWidth: 164, minWidth: 112 })
    const { container } = render(<>{column.render?.('2026-11-27T08:30:05', { id: 1 }, 0)}</>)
    expect(container.textContent).toBe('2026-11-27 08:30:05')
    expect([...container.querySelectorAll('.ds-admin-nowrap')].map((part) => part.textContent)).toEqual(['2026-11-27', '08:30:05'])
    expect(column.render?.(null, { id: 1 }, 0)).toBe('永久')
  })
})

describe('tag column', () => {
  it('draws the tag the row gives, grey when its value has no colour', () => {
    const colors: Record<number, 'green'> = { 1: 'green' }
    const column = tagColumn<{ status: number }>('状态', 'status', (row) => ({ label: `状态${row.status}`, color: colors[row.status] }))
    expect(column).toMatchObject({ title: '状态', dataIndex: 'status', width: 90 })
    const known = render(<>{column.render?.(1, { status: 1 }, 0)}</>)
    expect(known.getByText('状态1').closest('.semi-tag')?.className).toContain('semi-tag-green-light')
    const unknown = render(<>{column.render?.(7, { status: 7 }, 0)}</>)
    expect(unknown.getByText('状态7').closest('.semi-tag')?.className).toContain('semi-tag-grey-light')
  })
})

describe('stacked cell', () => {
  it('puts the detail under the value, and leaves the line out when there is none', () => {
    const { container, rerender } = render(<StackedCell detail="127.0.0.1">2026-11-27 08:30:05</StackedCell>)
    expect(container.querySelector('.ds-admin-stack')?.textContent).toBe('2026-11-27 08:30:05127.0.0.1')
    expect(container.querySelector('.ds-admin-stack__detail')?.textContent).toBe('127.0.0.1')
    rerender(<StackedCell detail="">2026-11-27 08:30:05</StackedCell>)
    expect(container.querySelector('.ds-admin-stack__detail')).toBeNull()
  })
})

describe('true/false filter select', () => {
  it('offers the two states in the order the labels give', async () => {
    const list = { filters: { status: undefined }, filter: () => {} } as unknown as ListQuery
    const { container } = render(
      <ListBooleanSelect list={list} field="status" placeholder="全部状态" labels={{ false: '未处理', true: '已处理' }} />
    )
    fireEvent.click(container.querySelector('.semi-select')!)
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['未处理', '已处理'])
  })
})
