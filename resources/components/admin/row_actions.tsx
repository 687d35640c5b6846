import type { ReactNode } from 'react'
import { Button, Space, Tooltip } from '@douyinfe/semi-ui-19'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'

/**
 * One small borderless button in a row's 操作 cell. `label` is its text; an icon-only button leaves
 * it out and names itself with `ariaLabel`. `show: false` leaves the button out (no permission, or
 * the row is already in that state).
 */
export interface RowAction {
  label?: string
  ariaLabel?: string
  onClick?: () => void
  type?: 'warning' | 'danger'
  icon?: ReactNode
  disabled?: boolean
  tooltip?: ReactNode
  show?: boolean
}

export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Space spacing={4}>
      {actions
        .filter((action) => action.show !== false)
        .map((action, index) => {
          const button = (
            <Button
              key={index}
              size="small"
              theme="borderless"
              type={action.type}
              icon={action.icon}
              disabled={action.disabled}
              aria-label={action.ariaLabel}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          )
          return action.tooltip ? (
            <Tooltip key={index} content={action.tooltip}>
              {button}
            </Tooltip>
          ) : (
            button
          )
        })}
    </Space>
  )
}

/**
 * The 操作 column of an admin list: the row's buttons, pinned to the right unless the list is a tree
 * whose rows indent (`fixed: false`).
 */
export function rowActionsColumn<Row extends object>(options: {
  width: number
  actions: (row: Row) => RowAction[]
  fixed?: boolean
}): ColumnProps<Row> {
  const { width, actions, fixed = true } = options
  return {
    title: '操作',
    dataIndex: 'operate',
    width,
    ...(fixed ? { fixed: 'right' as const } : {}),
    render: (_: unknown, row: Row) => <RowActions actions={actions(row)} />,
  }
}
