import type { ReactNode } from 'react'
import { Empty, Spin, Typography } from '@douyinfe/semi-ui-19'
import { IllustrationNoAccess, IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { Metric } from '~/components/admin/metric'
import { Chart, lineSpec } from '~/components/charts/chart'

export interface Figure {
  key: string
  label: string
  value: number | string | undefined
  hint?: string
}

const show = (value: number | string | undefined) => (typeof value === 'number' ? value.toLocaleString('zh-CN') : (value ?? '-'))

/** A row of headline figures. */
export function Figures({ items, loading }: { items: Figure[]; loading: boolean }) {
  return (
    <div className="ds-stats-figures">
      {items.map((item) => (
        <Metric
          key={item.key}
          id={item.key}
          label={item.label}
          hint={item.hint}
          loading={loading && item.value === undefined}
          className="ds-stats-figure"
        >
          {show(item.value)}
        </Metric>
      ))}
    </div>
  )
}

/** A titled block of the report. */
export function Panel({ title, extra, children, wide }: { title: string; extra?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`ds-stats-panel${wide ? ' ds-stats-panel--wide' : ''}`}>
      <header className="ds-stats-panel__head">
        <Typography.Title heading={6} className="ds-stats-panel__title">
          {title}
        </Typography.Title>
        {extra}
      </header>
      {children}
    </section>
  )
}

/** Nothing recorded in the range yet. */
export function NoData({ text = '这段时间还没有访问记录' }: { text?: string }) {
  return (
    <div className="ds-stats-empty">
      <Empty image={<IllustrationNoContent className="ds-stats-empty__image" />} description={text} />
    </div>
  )
}

export function NoAccess({ permission }: { permission: string }) {
  return (
    <Empty
      image={<IllustrationNoAccess className="ds-stats-no-access__image" />}
      title="没有查看权限"
      description={`需要「${permission}」权限，请联系管理员`}
    />
  )
}

/** A failed read, with what the server said. */
/**
 * A panel drawing one report: a spinner while it loads, then its error, the chart `children`
 * draws when `hasData`, or `emptyText`.
 */
export function ReportPanel({
  title,
  wide,
  report,
  hasData,
  emptyText,
  children,
}: {
  title: string
  wide?: boolean
  report: { loading: boolean; error: string | null }
  hasData: boolean
  emptyText?: string
  children: () => ReactNode
}) {
  return (
    <Panel title={title} wide={wide}>
      <Spin spinning={report.loading}>
        {report.error ? <LoadError message={report.error} /> : hasData ? children() : <NoData text={emptyText} />}
      </Spin>
    </Panel>
  )
}

/** A line per `[name, field]` of `points` over their dates. */
export function TrendChart<Point extends { date: string }>({
  label,
  points,
  lines,
  height,
}: {
  label: string
  points: Point[]
  lines: [string, keyof Point][]
  height?: number
}) {
  const series = lines.map(([name, field]) => ({ name, values: points.map((point) => Number(point[field])) }))
  return (
    <Chart
      label={label}
      height={height}
      spec={lineSpec(
        points.map((point) => point.date),
        series
      )}
    />
  )
}

export function LoadError({ message }: { message: string }) {
  return (
    <Typography.Text type="danger" className="ds-stats-error">
      {message}
    </Typography.Text>
  )
}
