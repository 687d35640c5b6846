import type { ReactNode } from 'react'
import { Skeleton } from '@douyinfe/semi-ui-19'
import './metric.css'

/** A headline figure; `id` lands in data-metric so pages and tests can find the number. */
export function Metric(props: { id: string; label: string; hint?: string; loading?: boolean; className?: string; children: ReactNode }) {
  const { id, label, hint, loading, className, children } = props
  return (
    <div className={`ds-metric${className ? ` ${className}` : ''}`}>
      <span className="ds-metric__label">{label}</span>
      {loading ? (
        <Skeleton placeholder={<Skeleton.Title className="ds-metric__placeholder" />} loading active />
      ) : (
        <strong className="ds-metric__value" data-metric={id}>
          {children}
        </strong>
      )}
      {hint && <span className="ds-metric__hint">{hint}</span>}
    </div>
  )
}

/** The 1-based place in a top list; the first three stand out. */
export function RankBadge({ index }: { index: number }) {
  return <span className={`ds-rank-badge${index < 3 ? ' is-top' : ''}`}>{index + 1}</span>
}
