import { Typography } from '@douyinfe/semi-ui-19'
import type { Figure } from '../figures'
import type { useReport } from '../use_report'
import { ShareChart } from './share_chart'
import { VisitorTrendPanel } from './visitor_trend_panel'
import type { Summary, VisitorTrend } from './visitor_types'

export function visitorFigures(data: Summary | null): Figure[] {
  return [
    { key: 'visitors', label: '访客', value: data?.visitors },
    { key: 'new_visitors', label: '新访客', value: data?.new_visitors },
    { key: 'returning_visitors', label: '回访访客', value: data?.returning_visitors },
    { key: 'user_visitors', label: '登录用户（人次）', value: data?.user_visitors },
    { key: 'pages_per_visitor', label: '人均浏览页数', value: data?.pages_per_visitor },
    { key: 'bot_views', label: '爬虫访问', value: data?.bot_views },
  ]
}

/** The trend and the four shares (device, source, browser, system) under the headline figures. */
export function VisitorCharts({
  summary,
  trend,
}: {
  summary: ReturnType<typeof useReport<Summary>>
  trend: ReturnType<typeof useReport<VisitorTrend>>
}) {
  const data = summary.data
  return (
    <>
      <div className="ds-stats-grid">
        <VisitorTrendPanel trend={trend} />
        <ShareChart title="设备" kind="pie" rows={data?.device ?? []} loading={summary.loading} />
        <ShareChart title="来源" kind="bar" rows={data?.source ?? []} loading={summary.loading} />
        <ShareChart title="浏览器" kind="bar" rows={data?.browser ?? []} loading={summary.loading} />
        <ShareChart title="操作系统" kind="bar" rows={data?.os ?? []} loading={summary.loading} />
      </div>
      <Typography.Text type="tertiary" size="small" className="ds-stats-footnote">
        访客按浏览器区分（Cookie 或本地存储的标识），每分钟汇总一次；设备、浏览器和系统按「访客·天」计数，来源按进入本站的浏览计数。
      </Typography.Text>
    </>
  )
}
