import type { ReactNode } from 'react'
import { Tag } from '@douyinfe/semi-ui-19'
import type { TagColor } from '@douyinfe/semi-ui-19/lib/es/tag'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'

/** What a row's tag says, and its colour (grey when the value has none: an unknown status). */
export interface ColumnTag {
  label: ReactNode
  color?: TagColor
}

/**
 * A column of an admin list that shows a small coloured tag per row: a status, a type, a reason.
 * A tag does not wrap, so fitting the table never makes the column narrower than its width.
 */
export function tagColumn<Row extends object>(
  title: string,
  dataIndex: string,
  tag: (row: Row) => ColumnTag,
  options: { width?: number } = {}
): ColumnProps<Row> {
  const { width = 90 } = options
  return {
    title,
    dataIndex,
    width,
    minWidth: width,
    render: (_: unknown, row: Row) => {
      const { label, color = 'grey' } = tag(row)
      return (
        <Tag size="small" color={color}>
          {label}
        </Tag>
      )
    },
  }
}
