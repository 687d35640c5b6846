import type { ReactNode } from 'react'
import './stacked_cell.css'

/**
 * A table cell of two lines: the value (`children`) and, when there is one, a small grey
 * `detail` under it (a user's id, a time's IP, a reason's remark).
 */
export function StackedCell({ detail, children }: { detail?: ReactNode; children: ReactNode }) {
  return (
    <div className="ds-admin-stack">
      {children}
      {detail ? <span className="ds-admin-stack__detail">{detail}</span> : null}
    </div>
  )
}
