import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { RowActions, rowActionsColumn } from '~/components/admin/row_actions'

describe('row actions', () => {
  it('renders the shown buttons in order and leaves out the hidden ones', () => {
    render(
      <RowActions
        actions={[
          { label: '编辑', onClick: () => {} },
          { label: '处罚', type: 'warning', show: false },
          { label: '删除', type: 'danger', onClick: () => {} },
        ]}
      />
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['编辑', '删除'])
  })

  it('names icon-only buttons by their aria-label and keeps disabled ones inert', () => {
    const remove = vi.fn()
    render(
      <RowActions actions={[{ ariaLabel: '删除 admin', type: 'danger', disabled: true, tooltip: '不能删除自己的账户', onClick: remove }]} />
    )
    const button = screen.getByRole('button', { name: '删除 admin' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    expect(remove).not.toHaveBeenCalled()
  })

  it('makes the 操作 column call each action with its row, pinned right unless told not to', () => {
    const edit = vi.fn()
    const column = rowActionsColumn<{ id: number }>({ width: 120, actions: (row) => [{ label: '编辑', onClick: () => edit(row.id) }] })
    expect(column).toMatchObject({ title: '操作', dataIndex: 'operate', width: 120, fixed: 'right' })
    expect(rowActionsColumn({ width: 120, fixed: false, actions: () => [] }).fixed).toBeUndefined()

    render(<>{column.render?.(undefined, { id: 7 }, 0)}</>)
    fireEvent.click(screen.getByRole('button', { name: '编辑' }))
    expect(edit).toHaveBeenCalledWith(7)
  })
})
