import { useState } from 'react'
import { AdminPage } from '~/components/admin/admin_page'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rangeLabel, rangeQuery } from '../../components/range_picker'
import { useReport } from '../../components/use_report'
import { ReportPage } from '../../components/report_page'
import { NoAccess } from '../../components/figures'
import {
  rangeFilters,
  rangeOf,
  type Summary,
  type VisitorFilters,
  type VisitorRow,
  type VisitorTrend,
} from '../../components/visitor_analytics/visitor_types'
import { VisitorCharts, visitorFigures } from '../../components/visitor_analytics/visitor_charts'
import { visitorColumns } from '../../components/visitor_analytics/visitor_columns'
import { VisitorFilterBar } from '../../components/visitor_analytics/visitor_filter_bar'
import { RecentActivity } from '../../components/visitor_analytics/recent_activity'
import { VisitorTrail } from '../../components/visitor_analytics/visitor_trail'
import { apiUrl } from '~/lib/api_url'
import '../../components/statistics.css'

export default function VisitorAnalyticsPage({ can }: { can: { view: boolean } }) {
  if (!can.view) {
    return (
      <AdminPage title="访客分析">
        <NoAccess permission="查看访客统计" />
      </AdminPage>
    )
  }
  return <VisitorAnalytics />
}

function VisitorAnalytics() {
  const [trailOf, setTrailOf] = useState<VisitorRow | null>(null)
  const list = useListQuery<VisitorRow, VisitorFilters>({
    endpoint: apiUrl('statistics.visitor_list'),
    key: 'visitor',
    filters: { ip: '', is_bot: undefined, days: 7, start_date: undefined, end_date: undefined },
    text: ['ip'],
  })
  const range = rangeOf(list.filters)
  const query = rangeQuery(range)
  const summary = useReport<Summary>(apiUrl('statistics.visitors'), query)
  const trend = useReport<VisitorTrend>(apiUrl('statistics.visitor_trend'), query)
  const reload = () => {
    summary.reload()
    trend.reload()
    list.reload()
  }

  return (
    <div className="ds-stats-page">
      <ReportPage
        title="访客分析"
        description={`${rangeLabel(range)}的访客：新访客与回访、设备、浏览器与来源`}
        range={range}
        onRange={(next) => list.filter(rangeFilters(next))}
        onReload={reload}
        figuresLoading={summary.loading}
        figuresError={summary.error}
        figures={visitorFigures(summary.data)}
      >
        <VisitorCharts summary={summary} trend={trend} />
      </ReportPage>

      <AdminListPage<VisitorRow>
        title="访客列表"
        description={`${rangeLabel(range)}内来过的访客，最近访问的在前`}
        list={list}
        columns={visitorColumns(setTrailOf)}
        scrollX={1260}
        unit="位"
        empty={{ title: '这段时间还没有访客', description: '前台页面被浏览后，访客会在汇总后出现在这里' }}
        filters={<VisitorFilterBar list={list} />}
      />

      <RecentActivity />
      <VisitorTrail visitor={trailOf} range={range} onClose={() => setTrailOf(null)} />
    </div>
  )
}
