import { Switch } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'

/**
 * The 启用 column of an admin list: a switch per row that says which row it turns on
 * (`启用 <name>`), read-only for who may not update.
 */
export function enableColumn<Row extends { enable: boolean }>(options: {
  name: (row: Row) => string | number
  onChange: (row: Row, enable: boolean) => void
  disabled?: boolean
  width?: number
}): ColumnProps<Row> {
  const { name, onChange, disabled, width = 80 } = options
  return {
    title: '启用',
    dataIndex: 'enable',
    width,
    render: (enable: boolean, row: Row) => (
      <Switch
        size="small"
        checked={enable}
        disabled={disabled}
        onChange={(value) => onChange(row, value)}
        aria-label={`启用 ${name(row)}`}
      />
    ),
  }
}
