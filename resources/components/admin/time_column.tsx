import type { ReactNode } from 'react'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { formatDateTime } from '~/lib/format'

/**
 * A date-time column of an admin list (yyyy-MM-dd HH:mm:ss on one line); `missing` stands in
 * for a row without that time (永久, -).
 */
export function timeColumn<Row extends object>(
  title: string,
  dataIndex: string,
  options: { width?: number; missing?: ReactNode } = {}
): ColumnProps<Row> {
  const { width = 170, missing = '' } = options
  return {
    title,
    dataIndex,
    width,
    render: (value: string | null) => (value ? <span className="ds-admin-nowrap">{formatDateTime(value)}</span> : missing),
  }
}
