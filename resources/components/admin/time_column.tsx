import type { ReactNode } from 'react'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { formatDateTime } from '~/lib/format'
import { StackedCell } from './stacked_cell'

/** 'yyyy-MM-dd HH:mm:ss' on one line (about 130 px of 14 px digits) and the cell's padding. */
export const TIME_WHOLE_WIDTH = 164
/** The date above its time: the narrowest a date-time column gets when a wide table is fitted. */
export const TIME_MIN_WIDTH = 112

/**
 * A date-time: on one line, or when its column is too narrow for that the date above the time,
 * never broken inside either (and so never wider than its cell).
 */
export function TimeText({ value }: { value: string | null | undefined }) {
  const [date, time] = formatDateTime(value).split(' ')
  if (!date) return null
  return (
    <span>
      <span className="ds-admin-nowrap">{date}</span> <span className="ds-admin-nowrap">{time}</span>
    </span>
  )
}

/**
 * A date-time column of an admin list (yyyy-MM-dd HH:mm:ss, on one line unless the table is
 * fitted into a card too narrow for that; see fitColumns); `missing` stands in
 * for a row without that time (永久, -), `detail` is a small grey line under the time (the IP
 * it was recorded from).
 */
export function timeColumn<Row extends object>(
  title: string,
  dataIndex: string,
  options: { width?: number; missing?: ReactNode; detail?: (row: Row) => ReactNode } = {}
): ColumnProps<Row> {
  const { width = 170, missing = '', detail } = options
  return {
    title,
    dataIndex,
    width: Math.max(width, TIME_WHOLE_WIDTH),
    wholeWidth: TIME_WHOLE_WIDTH,
    minWidth: TIME_MIN_WIDTH,
    render: (value: string | null, row: Row) => {
      if (!value) return missing
      return detail ? (
        <StackedCell detail={detail(row)}>
          <TimeText value={value} />
        </StackedCell>
      ) : (
        <TimeText value={value} />
      )
    },
  }
}
