import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Banner, Card, Empty } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { Chart, lineSpec } from '~/components/charts/chart'
import { Metric, RankBadge } from '~/components/admin/metric'
import { EmptyIllustration } from './empty_illustration'
import type { DashboardWidget } from './dashboard_types'

function NoticeBody({ notice }: { notice: NonNullable<DashboardWidget['notice']> }) {
  return (
    <Banner
      type={notice.type}
      fullMode={false}
      closeIcon={null}
      title={notice.text}
      description={
        <>
          {notice.description}
          {notice.at && <span className="ds-widget-notice__at">最近一次：{formatDateTime(notice.at)}</span>}
        </>
      }
    />
  )
}

function MetricsBody({ metrics }: { metrics: NonNullable<DashboardWidget['metrics']> }) {
  return (
    <div className="ds-widget-metrics">
      {metrics.map((metric) => (
        <Metric key={metric.label} id={metric.label} label={metric.label} hint={metric.hint}>
          {metric.value.toLocaleString('zh-CN')}
        </Metric>
      ))}
    </div>
  )
}

function TrendBody({ widget, trend }: { widget: DashboardWidget; trend: NonNullable<DashboardWidget['trend']> }) {
  const total = trend.series.reduce((sum, line) => sum + line.values.reduce((a, b) => a + b, 0), 0)
  if (!total) return <Empty image={<EmptyIllustration />} description={widget.empty ?? '这段时间还没有数据'} />
  return <Chart label={widget.title} height={260} spec={lineSpec(trend.dates, trend.series, { area: true })} />
}

function RankingBody({ widget }: { widget: DashboardWidget }) {
  const items = widget.ranking ?? []
  if (!items.length) return <Empty image={<EmptyIllustration />} description={widget.empty ?? '暂无数据'} />
  return (
    <ol className="ds-widget-ranking">
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`} className="ds-widget-ranking__item">
          <RankBadge index={index} />
          {item.href ? (
            <a href={item.href} target="_blank" rel="noreferrer" className="ds-widget-ranking__title">
              {item.title}
            </a>
          ) : (
            <span className="ds-widget-ranking__title is-gone">{item.title}</span>
          )}
          <span className="ds-widget-ranking__value">
            {item.value.toLocaleString('zh-CN')}
            {widget.unit ? ` ${widget.unit}` : ''}
          </span>
        </li>
      ))}
    </ol>
  )
}

function WidgetBody({ widget }: { widget: DashboardWidget }): ReactNode {
  if (widget.kind === 'notice' && widget.notice) return <NoticeBody notice={widget.notice} />
  if (widget.kind === 'metrics') return <MetricsBody metrics={widget.metrics ?? []} />
  if (widget.kind === 'trend' && widget.trend) return <TrendBody widget={widget} trend={widget.trend} />
  return <RankingBody widget={widget} />
}

export function WidgetCard({ widget }: { widget: DashboardWidget }) {
  const more = widget.link ? (
    <Link href={widget.link} className="ds-widget__more">
      查看详情
    </Link>
  ) : null
  return (
    <Card
      title={widget.title}
      headerExtraContent={more}
      className={`ds-dashboard__card ds-widget ds-widget--${widget.kind}${widget.wide ? ' ds-dashboard__card--wide' : ''}`}
      data-widget={widget.key}
    >
      <WidgetBody widget={widget} />
    </Card>
  )
}
