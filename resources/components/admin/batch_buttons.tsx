import type { ReactNode } from 'react'
import { Button } from '@douyinfe/semi-ui-19'

/** One button of the batch bar; `show: false` leaves it out (no permission). */
export interface BatchAction {
  label: string
  onClick: () => void
  type?: 'tertiary' | 'warning' | 'danger'
  icon?: ReactNode
  testId?: string
  show?: boolean
}

/**
 * The buttons of an admin list's batch bar, or `false` when the member may use none of them,
 * so that AdminListPage offers no row selection.
 */
export function batchButtons(actions: BatchAction[]): ReactNode {
  const shown = actions.filter((action) => action.show !== false)
  if (shown.length === 0) return false
  return shown.map((action) => (
    <Button key={action.label} size="small" type={action.type} icon={action.icon} data-testid={action.testId} onClick={action.onClick}>
      {action.label}
    </Button>
  ))
}
