import type { ReactNode } from 'react'
import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { StackedCell } from '~/components/admin/stacked_cell'
import { tagColumn } from '~/components/admin/tag_column'

/** A row's state as a coloured tag, with the reason under it when it failed; `special` names a row its state does not (已存在). */
export function statusColumn<Row extends { status: number; error: string }>(
  labels: Record<number, string>,
  colors: Record<number, TagColor>,
  width: number,
  special?: (row: Row) => { label: string; color: TagColor } | null
): ColumnProps<Row> {
  const column = tagColumn<Row>('状态', 'status', (row) => special?.(row) ?? { label: labels[row.status], color: colors[row.status] }, {
    width,
  })
  return {
    ...column,
    render: (value: unknown, row: Row, index: number) => (
      <StackedCell detail={row.error}>{column.render!(value, row, index) as ReactNode}</StackedCell>
    ),
  }
}
